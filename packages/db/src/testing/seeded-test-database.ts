import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedDemoData } from '../seed/index.ts';
import { adminQuery, writePgliteTarball } from './test-database-template.ts';
import { openTemplateCopy, openTestDatabase, usableTemplate, type TemplateSource, type TestDatabase } from './test-database.ts';

// A fresh database holding the demo world as seeded from `startDate`, with the seed's files copied
// into `filesDir`. Seeding takes 4–6 s (more on a loaded machine) and about twenty test files want
// the same world, so the first one to ask seeds a template for the run (a PGlite tarball, or a
// database on the server, with the files beside it) and every file gets a copy. The seed is
// deterministic for a start date (seed.test.ts proves it), so a copy is the world a seed would
// have written. Without the run's template (outside Vitest) it seeds, as before.
export async function openSeededTestDatabase(options: { filesDir: string; startDate: string }): Promise<TestDatabase> {
  const template = usableTemplate();
  if (!template) {
    const database = await openTestDatabase();
    try {
      await seedDemoData(database.handle.db, options);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const folder = join(template.folder, `seeded-${options.startDate}`);
  const source = await seededTemplate(folder, template.kind === 'postgres' ? { serverUrl: template.serverUrl, name: `${template.name}_seeded_${options.startDate.replaceAll('-', '')}` } : undefined, options.startDate);
  await cp(join(folder, 'files'), options.filesDir, { recursive: true });
  return openTemplateCopy(source);
}

// Built once per run and start date. Test files run in several processes: the one that creates
// the lock folder builds, the others wait for its `ready` file (which names the template).
async function seededTemplate(folder: string, server: { serverUrl: string; name: string } | undefined, startDate: string): Promise<TemplateSource> {
  const ready = join(folder, 'ready.json');
  try {
    await mkdir(`${folder}.lock`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return waitFor(ready);
    throw error;
  }
  try {
    const source = await buildSeededTemplate(folder, server, startDate);
    await writeFile(`${ready}.partial`, JSON.stringify(source));
    await rename(`${ready}.partial`, ready);
    return source;
  } catch (error) {
    // The waiting processes fail at once with this error instead of waiting minutes for nothing.
    await writeFile(ready, JSON.stringify({ failed: String(error) })).catch(() => undefined);
    throw error;
  }
}

async function buildSeededTemplate(folder: string, server: { serverUrl: string; name: string } | undefined, startDate: string): Promise<TemplateSource> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const database = await openTestDatabase();
  const seed = () => seedDemoData(database.handle.db, { filesDir: join(folder, 'files'), startDate });
  if (!server) {
    try {
      await seed();
      return { kind: 'pglite', tarball: await writePgliteTarball(database.handle, folder, 'seeded.tar') };
    } finally {
      await database.close();
    }
  }
  try {
    await seed();
  } catch (error) {
    await database.close();
    throw error;
  }
  // On the server: the seeded database becomes the template, renamed so the run's teardown drops
  // it, closed to connections (PostgreSQL copies only a database nobody is connected to).
  const name = new URL(database.url!).pathname.slice(1);
  await database.handle.close();
  await adminQuery(server.serverUrl, `alter database "${name}" rename to "${server.name}"`);
  await adminQuery(server.serverUrl, `alter database "${server.name}" with allow_connections false`);
  return { kind: 'postgres', serverUrl: server.serverUrl, name: server.name };
}

async function waitFor(ready: string): Promise<TemplateSource> {
  // Seeding takes seconds; a few minutes means the builder died without a word.
  for (let waited = 0; waited < 300_000; waited += 100) {
    const content = await readFile(ready, 'utf8').then(
      (text) => JSON.parse(text) as TemplateSource | { failed: string },
      () => undefined,
    );
    if (content && 'failed' in content) throw new Error(`the seeded test database template could not be built: ${content.failed}`);
    if (content) return content;
    await sleep(100);
  }
  throw new Error(`the seeded test database template was not ready after 5 minutes (${ready})`);
}
