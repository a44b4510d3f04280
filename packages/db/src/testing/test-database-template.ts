import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';

// One migrated database per test run, copied for every test file: migrating from nothing took
// 4–5 s per file (much more under load), copying takes a fraction of that. Built by the Vitest
// global setup (test-database-global-setup.ts) from the migrations as they are at that moment, and
// never kept between runs, so a new or edited migration can't be missed.
export type TestDatabaseTemplate = {
  // What was migrated: openTestDatabase ignores a template whose migrations have changed since.
  migrations: string;
  // The run's scratch folder (removed when the run ends): the seeded templates are built there.
  folder: string;
} & (
  | { kind: 'pglite'; tarball: string }
  | { kind: 'postgres'; serverUrl: string; name: string }
);

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate | undefined;
  }
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

// The migrations drizzle would apply, as one hash (each file's content and journal time).
export function migrationsFingerprint(folder: string = migrationsFolder): string {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.folderMillis}:${migration.hash}\n`);
  return hash.digest('hex');
}

// PGlite: migrate an in-memory database once and write its data folder as a tarball in `folder`.
export async function buildPgliteTemplate(folder: string): Promise<TestDatabaseTemplate> {
  const migrations = migrationsFingerprint();
  const handle = await openDatabase();
  try {
    await handle.migrate();
    await handle.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await handle.db.execute(sql`drop database template0`);
    await handle.db.execute(sql`drop database template1`);
    return { kind: 'pglite', tarball: await writePgliteTarball(handle, folder, 'template.tar'), migrations, folder };
  } finally {
    await handle.close();
  }
}

// A running PGlite's files as an uncompressed tarball in `folder` (gunzip would cost every copy
// more than the disk read). Every test file unpacks one into a new PGlite (about 150 times a run),
// at a cost in proportion to its size: the migrated template was 64 MB, half of it databases and
// WAL no test uses. The tests live in `postgres`; the two template databases (nothing creates a
// database here) are dropped by the caller. A checkpoint lets each copy start without replaying
// the WAL, and with recycling off, a WAL switch and a second checkpoint remove the finished
// segment instead of keeping it as a spare: one 16 MB segment stays. 32 MB in all; a copy opens
// in 0.6 s instead of 0.9 s on an idle machine.
export async function writePgliteTarball(handle: DatabaseHandle, folder: string, name: string): Promise<string> {
  for (const statement of [sql`set wal_recycle = off`, sql`checkpoint`, sql`select pg_switch_wal()`, sql`checkpoint`]) {
    await handle.db.execute(statement);
  }
  const client = (handle.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('test database template: expected a PGlite client');
  const dump = await client.dumpDataDir('none');
  const tarball = join(folder, name);
  await writeFile(tarball, new Uint8Array(await dump.arrayBuffer()));
  return tarball;
}

// PostgreSQL: a migrated database on the server that test databases are created from
// (`create database … template …`). Nobody may stay connected to it: PostgreSQL refuses to copy a
// database someone is connected to, so it is closed to connections once migrated.
export async function createPostgresTemplate(serverUrl: string, folder: string): Promise<Extract<TestDatabaseTemplate, { kind: 'postgres' }>> {
  const migrations = migrationsFingerprint();
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  try {
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    // Also keeps autovacuum out of it, which would otherwise block a copy now and then.
    await adminQuery(serverUrl, `alter database "${name}" with allow_connections false`);
    return { kind: 'postgres', serverUrl, name, migrations, folder };
  } catch (error) {
    await dropPostgresDatabase(serverUrl, name);
    throw error;
  }
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

// The template and every database named after it (its seeded copies).
export async function dropPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let names: string[];
  try {
    const result = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or starts_with(datname, $2)', [prefix, `${prefix}_`]);
    names = result.rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
  for (const name of names) await dropPostgresDatabase(serverUrl, name);
}
