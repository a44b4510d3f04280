import type { Database } from '../client.ts';
import { todayUtc } from './calendar-dates.ts';
import { folderSink, writeImageFiles, type SeedFileSink } from './write/image-files.ts';
import { writeWorld } from './write/write-world.ts';
import { buildWorld } from './world/build-world.ts';

export { demoPropertyCount } from './world/properties.ts';
export { buildWorld, rateMonths } from './world/build-world.ts';
export { budgetBedsId, lisbonStaysId, alpineLodgesId, platformOrganizationId } from './catalog/hosts/index.ts';
export { demoOwnerPassword, demoOwners, type DemoOwner } from './catalog/hosts/demo-owners.ts';

export type { SeedFileSink } from './write/image-files.ts';

export type SeedOptions = {
  // Images are written to <filesDir>/images/<storageKey>, unless `files` says where.
  filesDir: string;
  // The API's file storage (FILES_DIR or S3): the seed's images go where the API reads them.
  files?: SeedFileSink | undefined;
  // YYYY-MM-DD; rates run 18 months from here, posts and reviews lie before it. Default: today (UTC).
  startDate?: string | undefined;
  // Total property count; default (and minimum) is the hand-made demo set.
  properties?: number | undefined;
};

export type SeedSummary = { organizations: number; brands: number; properties: number };

// Fills an empty database with the demo world. Deterministic: equal options give equal data.
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const world = buildWorld({ startDate: options.startDate ?? todayUtc(), properties: options.properties });
  const images = await writeImageFiles(options.files ?? folderSink(options.filesDir), world.images);
  await db.transaction(async (tx) => {
    await writeWorld(tx, world, images);
  });
  return { organizations: world.organizations.length, brands: world.brands.length, properties: world.properties.length };
}
