import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { queryRows } from '../../raw-query.ts';

// The seed writes explicit ids; move every identity sequence past them so the next insert works.
export async function resetIdentitySequences(db: Database): Promise<void> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
        order by table_name`,
  );
  for (const { table_name: table } of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
  // global_images takes its ids from the images sequence (decision 0048).
  await db.execute(
    sql`select setval(pg_get_serial_sequence('images', 'id'), greatest((select max(id) from images), (select max(id) from global_images), 0) + 1, false)`,
  );
}
