import { sql } from 'drizzle-orm';
import type { Database } from '@direct/db';

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export function createHealthRepository(db: Database) {
  return {
    // Not tenant data: proves the database answers at all.
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
