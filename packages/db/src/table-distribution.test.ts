import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './raw-query.ts';
import { distributionColumn, tableGroups, type TableGroup } from './table-distribution.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

// Decision 0038: the migrated schema, read from the live catalog, keeps the rule that lets it be
// distributed by organization (Citus). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

type Constraint = {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'x' | 'c' | 't' | 'n';
  columns: string[];
  referenced: string | null;
  referencedColumns: string[] | null;
  // For ON DELETE SET NULL / SET DEFAULT: the columns it touches (null: all of the link's columns).
  deleteSetColumns: string[] | null;
  onDelete: string;
};

describe('table distribution (decision 0038)', () => {
  let t: TestDatabase;
  let tables: string[];
  let constraints: Constraint[];
  let uniqueIndexes: { table: string; name: string; columns: (string | null)[] }[];
  let orgColumns: Map<string, { notNull: boolean }>;
  const groups = tableGroups();
  const groupOf = (table: string): TableGroup | undefined => groups.get(table);

  beforeAll(async () => {
    t = await openTestDatabase();
    const db = t.handle.db;
    tables = (
      await queryRows<{ name: string }>(
        db,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
      )
    ).map((row) => row.name);
    // Column names of a constraint's keys, in key order.
    const names = (rel: string, keys: string) =>
      sql.raw(`array(select a.attname::text from unnest(${keys}) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n order by k.i)`);
    constraints = await queryRows<Constraint>(
      db,
      sql`select r.relname as "table", c.conname as name, c.contype as kind,
            ${names('c.conrelid', 'c.conkey')} as columns,
            f.relname as referenced,
            case when c.confrelid = 0 then null else ${names('c.confrelid', 'c.confkey')} end as "referencedColumns",
            case when c.confdelsetcols is null then null else ${names('c.conrelid', 'c.confdelsetcols')} end as "deleteSetColumns",
            c.confdeltype as "onDelete"
          from pg_constraint c
          join pg_class r on r.oid = c.conrelid
          join pg_namespace n on n.oid = r.relnamespace
          left join pg_class f on f.oid = c.confrelid
          where n.nspname = current_schema()
          order by 1, 2`,
    );
    // Unique indexes that no constraint owns (drizzle writes most unique keys this way).
    uniqueIndexes = await queryRows<{ table: string; name: string; columns: (string | null)[] }>(
      db,
      sql`select r.relname as "table", i.relname as name,
            array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(n, o)
                  left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n order by k.o) as columns
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class r on r.oid = x.indrelid
          join pg_namespace n on n.oid = r.relnamespace
          where n.nspname = current_schema() and x.indisunique
            and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
          order by 1, 2`,
    );
    orgColumns = new Map(
      (
        await queryRows<{ table: string; notNull: boolean }>(
          db,
          sql`select table_name as "table", is_nullable = 'NO' as "notNull" from information_schema.columns
              where table_schema = current_schema() and column_name = ${distributionColumn}`,
        )
      ).map((row) => [row.table, { notNull: row.notNull }]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const tenantTables = () => tables.filter((table) => groupOf(table) === 'tenant');

  it('places every table in exactly one group, and lists no table that does not exist', () => {
    expect(tables.length).toBeGreaterThan(80);
    expect(tables.filter((table) => groupOf(table) === undefined)).toEqual([]);
    expect([...groups.keys()].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('gives every tenant table a NOT NULL organization_id', () => {
    const missing = tenantTables().filter((table) => !orgColumns.get(table)?.notNull);
    expect(missing).toEqual([]);
  });

  it('puts organization_id in the primary key, every unique key and every exclusion constraint of a tenant table', () => {
    const tenant = new Set(tenantTables());
    const keys = constraints.filter((c) => tenant.has(c.table) && (c.kind === 'p' || c.kind === 'u' || c.kind === 'x'));
    const withoutOrg = [
      ...keys.filter((c) => !c.columns.includes(distributionColumn)).map((c) => `${c.table}.${c.name}`),
      ...uniqueIndexes.filter((i) => tenant.has(i.table) && !i.columns.includes(distributionColumn)).map((i) => `${i.table}.${i.name}`),
    ];
    expect(withoutOrg).toEqual([]);
    const withoutPrimaryKey = [...tenant].filter((table) => !keys.some((c) => c.table === table && c.kind === 'p'));
    expect(withoutPrimaryKey).toEqual([]);
    // The guarantee against double bookings is one of them.
    expect(keys.find((c) => c.name === 'unit_allocations_no_overlap')?.columns).toContain(distributionColumn);
  });

  it('links tenant rows to tenant rows by (organization_id, id), and never nulls the organization on delete', () => {
    const links = constraints.filter((c) => c.kind === 'f' && groupOf(c.table) === 'tenant' && groupOf(c.referenced ?? '') === 'tenant');
    expect(links.length).toBeGreaterThan(60);
    const broken = links.filter((c) => {
      const at = c.columns.indexOf(distributionColumn);
      return at < 0 || c.referencedColumns?.[at] !== distributionColumn;
    });
    expect(broken.map((c) => `${c.table}.${c.name}`)).toEqual([]);
    const nulling = links.filter((c) => (c.onDelete === 'n' || c.onDelete === 'd') && (c.deleteSetColumns === null || c.deleteSetColumns.includes(distributionColumn)));
    expect(nulling.map((c) => `${c.table}.${c.name}`)).toEqual([]);
  });

  it('has no link Citus could not keep: from a reference or local table into tenant rows, or from tenant rows into a local table', () => {
    const forbidden = constraints.filter((c) => {
      if (c.kind !== 'f') return false;
      const from = groupOf(c.table);
      const to = groupOf(c.referenced ?? '');
      if (to === 'tenant') return from === 'reference' || from === 'local';
      if (to === 'local') return from !== 'local';
      return false;
    });
    expect(forbidden.map((c) => `${c.table}.${c.name} → ${c.referenced}`)).toEqual([]);
  });

  it('keeps hosts\' pictures in tenant rows and the pictures reference tables show in global_images (decision 0048)', async () => {
    const linksInto = (table: string) =>
      constraints.filter((c) => c.kind === 'f' && c.referenced === table).map((c) => `${c.table}.${c.columns.join(',')}`).sort();
    expect(linksInto('images')).toEqual(['blog_posts.organization_id,image_id', 'brand_destinations.organization_id,image_id', 'property_images.organization_id,image_id']);
    expect(linksInto('global_images')).toEqual(['brands.logo_image_id', 'cities.image_id', 'organizations.logo_image_id']);
    // One id sequence for both, so GET /apis/image/{id} names one picture whichever table holds it.
    const defaults = await queryRows<{ table: string; value: string }>(
      t.handle.db,
      sql`select table_name as "table", coalesce(column_default, '') || coalesce(pg_get_serial_sequence(table_name, 'id'), '') as value
          from information_schema.columns where table_schema = current_schema() and column_name = 'id' and table_name in ('images', 'global_images') order by 1`,
    );
    expect(defaults.map((row) => [row.table, row.value.includes('images_id_seq')])).toEqual([
      ['global_images', true],
      ['images', true],
    ]);
  });
});
