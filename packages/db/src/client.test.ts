import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './raw-query.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

describe('database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs every migration and has the extensions the domain needs', async () => {
    const rows = await queryRows<{ extname: string }>(
      t.handle.db,
      sql`select extname from pg_extension where extname in ('btree_gist', 'pg_trgm', 'unaccent') order by extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(['btree_gist', 'pg_trgm', 'unaccent']);
  });
});
