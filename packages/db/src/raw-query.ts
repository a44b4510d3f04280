import { createHash } from 'node:crypto';
import { isIsoDate } from '@direct/domain/dates';
import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// Raw SQL for the few queries the builder can't express. Both drivers answer { rows }, but the
// shared Database type can't know that, so the cast lives here once.
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Distinct statement texts given a name, per process. Each name is prepared once per pooled
// connection and kept by PostgreSQL for the connection's life, so the set must stay bounded: the
// statements named are written with array parameters (idArray), never one parameter per id, and
// past this many texts (a bug, or a filter shape nobody planned for) statements run unnamed.
const maxNamedStatements = 256;
const statementNames = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < maxNamedStatements) {
    name = `direct_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    statementNames.set(text, name);
  }
  return name;
}

// queryRows for the hot read paths (search, catalogue cards, rates): on PostgreSQL the statement
// is named, so each connection parses it once and, after five runs, PostgreSQL may keep one
// generic plan instead of planning every call; for the search's stay scan and the cards, parsing
// and planning cost as much as running them (decision 0050). PGlite runs it as queryRows does.
export async function queryPrepared<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as { session: unknown; dialect: PgDialect };
  if (!is(session, NodePgSession)) return queryRows<T>(db, query);
  const built = dialect.sqlToQuery(query);
  const result = (await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute()) as { rows: T[] };
  return result.rows;
}

// A list of ids for `in (...)`, one bound parameter each.
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

// A list of ids as one integer-array parameter, for `= any(…)` and `<> all(…)`: the statement's
// text is the same for any number of ids, so it can be named (queryPrepared).
export function idArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`Not an id: ${id}`);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

// Calendar dates ('YYYY-MM-DD', real ones only) as one date-array parameter, like idArray.
export function dateArray(dates: readonly string[]): SQL {
  for (const date of dates) if (!isIsoDate(date)) throw new TypeError(`Not an ISO date: ${date}`);
  return sql`${`{${dates.join(',')}}`}::date[]`;
}
