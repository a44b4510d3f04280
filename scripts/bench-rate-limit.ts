// `npm run bench:rate-limit`: what a rate-limited request costs now that its counter lives in
// PostgreSQL (decision 0034). On a scratch database (PostgreSQL when DATABASE_URL is set, else
// PGlite) it times the store's one upsert per request, sequentially and 16 at a time, on one hot
// key and on many keys, beside a bare `select 1` round trip measured in the same run, and the same
// upsert on a logged table (why the counters' table is UNLOGGED).
// Usage: DATABASE_URL=postgres://… npm run bench:rate-limit [-- --requests 2000]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '@direct/db';
import { createRateLimitsRepository } from '../apps/api/src/modules/rate-limits/rate-limits.repository.ts';
import { percentile, pgliteScratch, postgresScratch } from './bench/scratch-databases.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '2000' } } });
const requests = Number(values.requests);
// Target: 16 requests at a time, counting keeps at least this share of bare `select 1` round
// trips (the machine's load cancels out in the ratio).
const targetShare = 0.25;

type Row = { what: string; samples: number[]; perSecond: number; baseline: number };

async function timed(n: number, concurrency: number, operation: (i: number) => Promise<unknown>): Promise<{ samples: number[]; perSecond: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await operation(i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return { samples, perSecond: n / ((performance.now() - started) / 1000) };
}

async function measure(db: Database, database: string): Promise<void> {
  const repository = createRateLimitsRepository(db);
  const rows: Row[] = [];
  let baseline = NaN;
  const run = async (what: string, concurrency: number, operation: (i: number) => Promise<unknown>) => {
    await timed(Math.min(200, requests), concurrency, operation);
    const { samples, perSecond } = await timed(requests, concurrency, operation);
    rows.push({ what: `${what} ×${concurrency}`, samples, perSecond, baseline });
    return perSecond;
  };
  for (const concurrency of [1, 16]) {
    baseline = NaN;
    baseline = await run('select 1 (baseline)', concurrency, () => db.execute(sql`select 1`));
    await run('hit, one key', concurrency, () => repository.hit('bench hot', 60_000));
    await run('hit, many keys', concurrency, (i) => repository.hit(`bench ${i % 1000}`, 60_000));
  }
  await db.execute(sql`alter table rate_limit_hits set logged`);
  await run('hit, many keys, logged table', 16, (i) => repository.hit(`bench logged ${i % 1000}`, 60_000));
  await db.execute(sql`alter table rate_limit_hits set unlogged`);
  console.log(`${database}, ${requests} requests per line; target: hits ×16 at ≥ ${targetShare * 100} % of the baseline's rate`);
  const header = ['operation', 'per second', 'median ms', 'p95 ms', 'of baseline'];
  const lines = rows.map((row) => {
    const sorted = [...row.samples].sort((a, b) => a - b);
    const share = Number.isNaN(row.baseline) ? '' : `${Math.round((row.perSecond / row.baseline) * 100)} %`;
    return [row.what, String(Math.round(row.perSecond)), percentile(sorted, 50).toFixed(2), percentile(sorted, 95).toFixed(2), share];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const hot = rows.find((row) => row.what === 'hit, one key ×16');
  if (!hot || hot.perSecond / hot.baseline < targetShare) process.exitCode = 1;
}

const scratch = process.env.DATABASE_URL ? postgresScratch('bench_rate_limit', process.env.DATABASE_URL) : pgliteScratch('bench-rate-limit');
const { handle, drop } = await scratch.open();
try {
  await handle.migrate();
  await measure(handle.db, scratch.name);
} finally {
  await handle.close();
  await drop();
}
