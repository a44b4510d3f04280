// Scratch databases for the benchmark scripts: a fresh PostgreSQL database on the server of
// DATABASE_URL (created here, dropped afterwards; existing databases are never touched) or a
// PGlite folder in the temporary directory.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@direct/db';

export type Scratch = { name: string; open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> };

export function postgresScratch(prefix: string, serverUrl: string): Scratch {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const handle = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => undefined });
        return { handle, drop: () => admin(`drop database if exists "${name}" with (force)`) };
      } catch (error) {
        await admin(`drop database if exists "${name}" with (force)`);
        throw error;
      }
    },
  };
}

export function pgliteScratch(prefix: string): Scratch {
  return {
    name: 'PGlite',
    open: async () => {
      const dir = await mkdtemp(join(tmpdir(), `${prefix}-pglite-`));
      const handle = await openDatabase({ dataDir: dir });
      return { handle, drop: () => rm(dir, { recursive: true, force: true }) };
    },
  };
}

// Why the server of DATABASE_URL can't be reached, or null when it can (the benches then skip it).
export async function unreachableReason(serverUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
