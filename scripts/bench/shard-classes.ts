// Which statements a Citus cluster distributed by organization_id could route to one shard.
// A heuristic on the SQL text, stated in decision 0040: a statement is
// - "reference" when it touches only global tables (replicated to every node as reference tables),
// - "one shard" when it touches tenant tables and pins organization_id to one value
//   (`organization_id = $n`, `organization_id in ($n)`, an insert that sets organization_id, or the
//   organizations table by its id),
// - "fan-out" otherwise: Citus would send it to every shard (or refuse it as a router query).

import { localTables, referenceTables } from '@direct/db';

export type ShardClass = 'reference' | 'one shard' | 'fan-out';

// Global data: the reference tables Citus copies to every node and the coordinator's local tables,
// exactly as packages/db/src/table-distribution.ts places them (decision 0038), plus the
// migrator's own bookkeeping.
export const globalTables: ReadonlySet<string> = new Set([...referenceTables, ...localTables, '__drizzle_migrations']);

const tablePattern = /\b(?:from|join|into|update)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const keywords = new Set(['lateral', 'unnest', 'generate_series', 'json_to_recordset', 'json_populate_recordset', 'jsonb_to_recordset', 'select', 'values', 'json_array_elements', 'jsonb_array_elements', 'rows']);

export function tablesOf(statement: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of statement.matchAll(tablePattern)) {
    const name = match[1]!.toLowerCase();
    if (!keywords.has(name) && known.has(name)) found.add(name);
  }
  return [...found];
}

const pinsOrganization = /"?organization_id"?\s*(?:=\s*(?:\$\d+|'?\d+'?)|in\s*\(\s*(?:\$\d+|'?\d+'?)\s*\))/i;
const organizationById = /\b(?:"?organizations"?|\bo)\."?id"?\s*=\s*(?:\$\d+|\d+)|from\s+"?organizations"?\s+where\s+"?(?:organizations"?\.)?"?id"?\s*=/i;
const insertWithOrganization = /^\s*insert\s+into\s+"?[a-z_]+"?\s*\([^)]*"?organization_id"?/i;

export function classify(statement: string, known: ReadonlySet<string>): { shardClass: ShardClass; tables: string[] } {
  const tables = tablesOf(statement, known);
  const tenant = tables.filter((table) => !globalTables.has(table));
  if (tenant.length === 0) return { shardClass: 'reference', tables };
  const pinned = pinsOrganization.test(statement) || organizationById.test(statement) || insertWithOrganization.test(statement);
  return { shardClass: pinned ? 'one shard' : 'fan-out', tables };
}
