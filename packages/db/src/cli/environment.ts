import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Settings shared by the database commands, read like the API reads them: the environment,
// with <repo>/.env filling in what is not set, and relative paths taken from the repo root.

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type DatabaseSettings = {
  url: string | undefined;
  dataDir: string;
  filesDir: string;
  describe: string;
};

export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const envFile = resolve(repoRoot, '.env');
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  const url = env.DATABASE_URL?.trim() || undefined;
  const dataDir = fromRoot(env.PGLITE_DATA_DIR?.trim() || '.data/pglite');
  const filesDir = fromRoot(env.FILES_DIR?.trim() || '.data/files');
  const describe = url ? `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}` : `PGlite in ${dataDir}`;
  return { url, dataDir, filesDir, describe };
}
