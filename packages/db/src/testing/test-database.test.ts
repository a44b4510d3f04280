import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../raw-query.ts';
import { seedDemoData } from '../seed/index.ts';
import { openSeededTestDatabase } from './seeded-test-database.ts';
import { migrationsFingerprint } from './test-database-template.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

describe('test databases', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('come from a template built for the current migrations', () => {
    // Without it every test file migrates from nothing again: correct, but minutes slower.
    expect(inject('testDatabaseTemplate')?.migrations).toBe(migrationsFingerprint());
  });

  it('have every migration applied', async () => {
    const expected = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
    for (const database of [a, b]) {
      const rows = await queryRows<{ hash: string }>(database.handle.db, sql`select hash from drizzle.__drizzle_migrations order by created_at`);
      expect(rows.map((r) => r.hash)).toEqual(expected);
    }
  });

  it('run in the journal order on a database that has the earlier ones', async () => {
    // drizzle's migrator applies only migrations newer than the last one applied, by their
    // folder time: a migration stamped earlier than its predecessor would never run on an
    // existing database (every test database starts empty, so only this check would notice).
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(times).size).toBe(times.length);
  });

  it('are independent of each other', async () => {
    await a.handle.db.execute(sql`create table only_in_a (id int)`);
    const inB = await queryRows<{ name: string | null }>(b.handle.db, sql`select to_regclass('only_in_a')::text as name`);
    expect(inB[0]?.name).toBeNull();
  });
});

describe('the migrations fingerprint', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('changes when a migration is added, so a template never outlives the migrations it was built from', async () => {
    const before = migrationsFingerprint(folder);
    expect(before).toBe(migrationsFingerprint());
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations');
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_later' });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(join(folder, '9999_later.sql'), 'create table later (id int);');
    expect(migrationsFingerprint(folder)).not.toBe(before);
  });
});

describe('seeded test databases', () => {
  const startDate = '2026-03-01';
  let folders: string[] = [];
  let copies: TestDatabase[] = [];
  let fresh: TestDatabase;
  beforeAll(async () => {
    folders = await Promise.all([1, 2, 3].map((n) => mkdtemp(join(tmpdir(), `seeded-${n}-`))));
    // Two copies asked for at once (one builds the run's template, or both wait for another
    // file's build) and, to compare with, the world seeded from nothing.
    copies = await Promise.all(folders.slice(0, 2).map((filesDir) => openSeededTestDatabase({ filesDir, startDate })));
    fresh = await openTestDatabase();
    await seedDemoData(fresh.handle.db, { filesDir: folders[2]!, startDate });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...copies, fresh].filter(Boolean).map((database) => database.close()));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const world = (database: TestDatabase) =>
    queryRows<{ properties: number; bookings: number; rates: string; images: string; next_booking: string }>(
      database.handle.db,
      sql`select (select count(*)::int from properties) as properties, (select count(*)::int from bookings) as bookings,
            (select md5(string_agg(concat_ws(',', unit_type_id, rate_plan_id, date, price_minor), ';' order by unit_type_id, rate_plan_id, date)) from daily_rates) as rates,
            (select md5(string_agg(storage_key, ';' order by id)) from images) as images,
            (select last_value::text from bookings_id_seq) as next_booking`,
    );

  it('hold the world a seed from the same day writes, sequences included, and its files', async () => {
    const expected = await world(fresh);
    expect(expected[0]!.properties).toBeGreaterThan(0);
    for (const copy of copies) expect(await world(copy)).toEqual(expected);
    const files = async (folder: string) => (await readdir(folder, { recursive: true })).sort();
    expect((await files(folders[2]!)).length).toBeGreaterThan(0);
    expect(await files(folders[0]!)).toEqual(await files(folders[2]!));
    expect(await files(folders[1]!)).toEqual(await files(folders[2]!));
  });

  it('are independent of each other', async () => {
    await copies[0]!.handle.db.execute(sql`delete from reviews`);
    const left = await queryRows<{ count: number }>(copies[1]!.handle.db, sql`select count(*)::int as count from reviews`);
    expect(left[0]!.count).toBeGreaterThan(0);
  });
});
