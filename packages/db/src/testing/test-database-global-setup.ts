import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, createPostgresTemplate, dropPostgresDatabases } from './test-database-template.ts';

// Vitest global setup (vitest.config.ts): builds this run's migrated template before any test file
// starts, hands it to openTestDatabase, and removes it when the run ends.
// The run's folder also holds the seeded templates (seeded-test-database.ts), built on demand by
// the first test file that asks; on PostgreSQL their databases are dropped with the template.
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const folder = await mkdtemp(join(tmpdir(), 'test-database-template-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  try {
    if (serverUrl) {
      const template = await createPostgresTemplate(serverUrl, folder);
      project.provide('testDatabaseTemplate', template);
      return async () => {
        await dropPostgresDatabases(serverUrl, template.name);
        await removeFolder();
      };
    }
    project.provide('testDatabaseTemplate', await buildPgliteTemplate(folder));
  } catch (error) {
    await removeFolder();
    throw error;
  }
  return removeFolder;
}
