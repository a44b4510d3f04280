import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { sqlStateOf } from '../sql-state.ts';
import { adminQuery, databaseUrl, dropPostgresDatabase, migrationsFingerprint, type TestDatabaseTemplate } from './test-database-template.ts';

export type TestDatabase = {
  handle: DatabaseHandle;
  // The throw-away database's URL on PostgreSQL (for tests that need their own connections).
  url?: string;
  close: () => Promise<void>;
};

// A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away
// database on the server named by DATABASE_URL (created here and dropped on close). Each is a copy
// of the run's migrated template (test-database-template.ts) when there is one for the current
// migrations; otherwise (no global setup, or a migration changed during a watch run) it is
// migrated from nothing, as slow as that is.
// `{ migrated: false }`: an empty database instead (on PostgreSQL), for tests of start-up itself.
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const template = migrated ? usableTemplate() : undefined;
  if (template) return openTemplateCopy(template);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase();
    if (migrated) await handle.migrate();
    return { handle, close: () => handle.close() };
  }
  const name = newDatabaseName();
  await adminQuery(serverUrl, `create database "${name}"`);
  const database = await openServerDatabase(serverUrl, name);
  if (migrated) await database.handle.migrate();
  return database;
}

// A migrated PGlite kept in `dataDir`, for tests that open the same folder again (a restarted
// process): unpacked from the run's template when there is one. Migrating from nothing in the
// test itself took 4–5 s, and over the 30-second test limit on a loaded machine.
export async function openTestDataDir(dataDir: string): Promise<DatabaseHandle> {
  const template = usableTemplate();
  if (template?.kind === 'pglite') return openDatabase({ dataDir, loadDataDir: await openAsBlob(template.tarball) });
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  return handle;
}

// A database to copy: a PGlite tarball, or a database on the server closed to connections.
export type TemplateSource = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; serverUrl: string; name: string };

// A fresh copy of a template: a new in-memory PGlite unpacked from its tarball, or a throw-away
// database on the server created from it (dropped on close).
export async function openTemplateCopy(source: TemplateSource): Promise<TestDatabase> {
  if (source.kind === 'pglite') {
    const handle = await openDatabase({ loadDataDir: await openAsBlob(source.tarball) });
    return { handle, close: () => handle.close() };
  }
  const name = newDatabaseName();
  await createFromTemplate(source.serverUrl, name, source.name);
  return openServerDatabase(source.serverUrl, name);
}

const newDatabaseName = () => `test_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function openServerDatabase(serverUrl: string, name: string): Promise<TestDatabase> {
  const url = databaseUrl(serverUrl, name);
  // Dropping the database at the end terminates connections the pool may still hold; expected.
  const handle = await openDatabase({ url, poolSize: 10, onConnectionError: () => undefined });
  return {
    handle,
    url,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

export function usableTemplate(): TestDatabaseTemplate | undefined {
  // Outside a Vitest run (scripts that build a test app, e.g. the OpenAPI check) there is no template.
  if (!process.env.VITEST) return undefined;
  const template = inject('testDatabaseTemplate');
  if (!template || template.migrations !== migrationsFingerprint()) return undefined;
  // A template built on another server than this run's DATABASE_URL (or on PGlite) can't be copied.
  const serverUrl = process.env.DATABASE_URL;
  return (template.kind === 'postgres' ? template.serverUrl === serverUrl : !serverUrl) ? template : undefined;
}

// PostgreSQL copies a database only while no other session is connected to it. Nothing of ours
// connects to the template, but a copy can still be refused briefly (55006, "source database is
// being accessed by other users", e.g. while the server's autovacuum looks at it), so wait and
// try again; never for long.
async function createFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (sqlStateOf(error) !== '55006' || attempt >= 20) throw error;
      await sleep(100 * attempt);
    }
  }
}
