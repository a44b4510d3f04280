import type { DatabaseHandle } from '@direct/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';

// Demo covers made into processed raster photos at first start (the featured Lisbon Stays homes).
const demoPhotoCount = 4;

// Start-up work every process (API, worker) does before it takes traffic or jobs: migrations,
// the demo data on an empty database, the platform's own OAuth clients. Under the database's
// start-up lock, so processes starting together take turns: the first migrates and seeds, the
// others find it done.
export async function prepareDatabase(options: { handle: DatabaseHandle; services: Services; config: Config; log: FastifyBaseLogger }): Promise<void> {
  const { handle, services, config, log } = options;
  await handle.withStartupLock(async () => {
    log.info({ database: handle.kind }, 'applying database migrations');
    await handle.migrate();
    if (config.demoData && (await services.organizations.platformIsEmpty())) {
      log.info('empty database: seeding the demo data (first start only)');
      // Loaded only when needed: a production start never pulls in the demo catalogue.
      const { seedDemoData, lisbonStaysId } = await import('@direct/db/seed');
      const files = (key: string, bytes: Uint8Array, contentType: string) => services.files.put(key, bytes, { contentType });
      const seeded = await seedDemoData(handle.db, { filesDir: config.filesDir, files });
      log.info(seeded, 'demo data seeded');
      // A handful of real raster photos through the upload pipeline (kept in storage for the next seed).
      const started = performance.now();
      const photos = await services.hostPhotos.demo.rasterizeCovers(lisbonStaysId, demoPhotoCount);
      log.info({ ...photos, ms: Math.round(performance.now() - started) }, 'demo photos ready');
    }
    if (config.demoData) await ensureDemoOwners(services);
    await services.auth.registerPlatformClient({ clientId: config.webClientId, secret: config.webClientSecret, name: 'Website' });
    await services.auth.registerPlatformClient({ clientId: config.console.clientId, secret: config.console.clientSecret, name: 'Host console' });
  });
}

// One owner account per demo host (README), when the demo data is there.
async function ensureDemoOwners(services: Services): Promise<void> {
  const { demoOwners, demoOwnerPassword } = await import('@direct/db/seed');
  for (const owner of demoOwners) {
    if (!(await services.organizations.exists(owner.organizationId))) continue;
    const userId = await services.accounts.ensureDemoAccount({ email: owner.email, name: owner.name, password: demoOwnerPassword });
    await services.organizations.ensureOwner(owner.organizationId, userId);
  }
}
