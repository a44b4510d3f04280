import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceQueriesWhenTracing } from './pglite-tracing.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// Both drivers share this type, so repositories never know which one they run on.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions = {
  // postgres://… selects a PostgreSQL server; otherwise the embedded PGlite is used.
  url?: string | undefined;
  // PGlite data folder; omitted or memory:// → in memory (tests).
  dataDir?: string | undefined;
  // PGlite: start from this data-folder tarball (PGlite's dumpDataDir) instead of an empty
  // cluster. Tests open every database from one migrated template this way (testing/).
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  // Called when the server drops an idle pooled connection (restart, failover, a dropped test
  // database). The pool replaces the connection; without a listener node-postgres would crash the
  // process. Default: a one-line warning on stderr.
  onConnectionError?: (error: Error) => void;
  // Called with every statement sent through the handle's db (benchmarks classify them; see
  // scripts/bench-shards.ts). Not for production: it sees parameters.
  onQuery?: (query: string, params: unknown[]) => void;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  // Runs `work` while holding the start-up lock: processes starting together on one PostgreSQL
  // database take turns at migrating and seeding instead of racing. PGlite has one process.
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  // node-postgres' pool right now (metrics read it at scrape time); PGlite has no pool.
  poolStats?: () => PoolStats;
};

// The key of the session advisory lock around start-up work (any bigint the application owns;
// pg_locks shows it as objid 15 in classid 0x44495245, "DIRE").
export const startupLockKey = (0x44495245n << 32n) | 15n;

export type PoolStats = { total: number; idle: number; waiting: number };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // No JIT compiling on these connections: the API's statements are short, but the search's
      // scans stop early while their estimated cost (every candidate's nights) is high, and
      // PostgreSQL spent 20–700 ms compiling for a few ms of work. A session setting, sent on each
      // new connection before it is used (a startup parameter would be refused by poolers such as PgBouncer).
      onConnect: async (client) => {
        await client.query('set jit = off');
      },
    });
    pool.on('error', options.onConnectionError ?? warnConnectionLost);
    const logger = options.onQuery ? { logQuery: options.onQuery } : false;
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case', logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      withStartupLock: (work) => withAdvisoryLock(options.url!, work),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  traceQueriesWhenTracing(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

// A session lock lives on one connection: a dedicated client holds it (a pool would hand the
// unlock to another connection), and the lock goes with the connection if this process dies.
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', warnConnectionLost);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}

function warnConnectionLost(error: Error): void {
  process.stderr.write(`database: an idle connection was closed by the server (${error.message}); it will be replaced\n`);
}
