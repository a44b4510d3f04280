import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { organizations, queryRows } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, startWorkerProcess, type ApiProcess } from '../testing/api-process.ts';
import { testEnvironment } from '../testing/test-app.ts';

// PGlite is one process by design: racing processes only exist on a PostgreSQL server.
const onPostgres = Boolean(process.env.DATABASE_URL);
const journal = new URL('../../../../packages/db/migrations/meta/_journal.json', import.meta.url);

let database: TestDatabase;
let filesDir: string;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase({ migrated: false });
  filesDir = await mkdtemp(join(tmpdir(), 'startup-lock-'));
});
afterAll(async () => {
  await Promise.all(processes.map((started) => started.kill()));
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

// Pino's JSON lines with this message, across the processes' output.
function linesSaying(message: string): Record<string, unknown>[] {
  return processes
    .flatMap((started) => started.output().split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry['msg'] === message);
}

describe.skipIf(!onPostgres)('processes starting together on one empty PostgreSQL database', () => {
  it('all start; migrations are applied once and the demo data is seeded once; all stop cleanly on SIGTERM', { timeout: 600_000 }, async () => {
    const env = { ...testEnvironment, LOG_LEVEL: 'info', DEMO_DATA: 'true', DATABASE_URL: database.url!, FILES_DIR: filesDir, JOBS_ENABLED: 'false' };
    const started = await Promise.allSettled([
      startApiProcess(env, 540_000),
      startApiProcess(env, 540_000),
      startApiProcess(env, 540_000),
      startWorkerProcess(env, 540_000),
    ]);
    for (const outcome of started) if (outcome.status === 'fulfilled') processes.push(outcome.value);
    const failures = started.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason));
    expect(failures).toEqual([]);

    for (const running of processes) expect((await fetch(`${running.url}/health/ready`)).status).toBe(200);

    const migrations = (JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] }).entries.length;
    const [applied] = await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied?.n).toBe(migrations);
    expect(linesSaying('applying database migrations')).toHaveLength(4);

    const seeded = linesSaying('demo data seeded');
    expect(seeded).toHaveLength(1);
    const [organizationRows] = await database.handle.db.select({ n: count() }).from(organizations);
    expect(organizationRows?.n).toBe(seeded[0]?.['organizations']);

    expect(await Promise.all(processes.map((running) => running.stop()))).toEqual([0, 0, 0, 0]);
  });
});
