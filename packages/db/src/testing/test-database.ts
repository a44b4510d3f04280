import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';

export type TestDatabase = {
  handle: DatabaseHandle;
  // The throw-away database's URL on PostgreSQL (for tests that need their own connections).
  url?: string;
  close: () => Promise<void>;
};

// A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away
// database on the server named by DATABASE_URL (created here and dropped on close).
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase();
    await handle.migrate();
    return { handle, close: () => handle.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates connections the pool may still hold; expected.
  const handle = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => undefined });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
