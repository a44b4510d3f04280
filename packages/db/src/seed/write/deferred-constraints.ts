import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { queryRows } from '../../raw-query.ts';

// Bulk loading millions of rows is several times faster without per-row foreign-key checks
// and index maintenance (PostgreSQL manual, "Populating a Database"). This drops a table's
// keys and indexes (check constraints stay: they are cheap), runs the load, and recreates them
// from the definitions read back from the catalog, so the schema ends up exactly as the
// migrations left it. It runs inside the seed's transaction: on failure everything rolls back.
export async function withDeferredConstraints(db: Database, table: string, load: () => Promise<void>): Promise<void> {
  // Foreign keys first, then primary and unique keys (recreated in the opposite order).
  const constraints = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = ${table}::regclass and contype in ('f', 'p', 'u')
        order by contype = 'f' desc, conname`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${table}::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
        order by i.relname`,
  );
  for (const c of constraints) await db.execute(sql.raw(`alter table "${table}" drop constraint "${c.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));

  await load();

  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const c of [...constraints].reverse()) {
    await db.execute(sql.raw(`alter table "${table}" add constraint "${c.name}" ${c.definition}`));
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
