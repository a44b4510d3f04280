import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, createPostgresTemplate, dropPostgresDatabase } from './test-database-template.ts';

// Vitest global setup (vitest.config.ts): builds this run's migrated template before any test file
// starts, hands it to openTestDatabase, and removes it when the run ends.
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('testDatabaseTemplate', template);
    return () => dropPostgresDatabase(serverUrl, template.name);
  }
  const folder = await mkdtemp(join(tmpdir(), 'test-database-template-'));
  try {
    project.provide('testDatabaseTemplate', await buildPgliteTemplate(folder));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rm(folder, { recursive: true, force: true });
}
