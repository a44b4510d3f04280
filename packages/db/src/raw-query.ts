import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

// Raw SQL for the few queries the builder can't express. Both drivers answer { rows }, but the
// shared Database type can't know that, so the cast lives here once.
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// A list of ids for `in (...)`, one bound parameter each.
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}
