import { openDatabase, type DatabaseHandle } from '@direct/db';
import { apiVersion, buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { ApiInstance } from './http/api-instance.ts';
import type { JobWorker } from './modules/jobs/worker.ts';
import { createServices, type Services } from './services.ts';

// Demo covers made into processed raster photos at first start (the featured Lisbon Stays homes).
const demoPhotoCount = 4;

// Any shutdown step that hangs longer than this gives way to a hard exit.
const shutdownTimeoutMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix the environment (or .env) and start again.`);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(app: ApiInstance, handle: DatabaseHandle, config: Config): Promise<Services> {
  const services = createServices({ db: handle.db, config, databaseKind: handle.kind, version: apiVersion });
  app.log.info({ database: handle.kind }, 'applying database migrations');
  await handle.migrate();
  if (config.demoData && (await services.organizations.platformIsEmpty())) {
    app.log.info('empty database: seeding the demo data (first start only)');
    // Loaded only when needed: a production start never pulls in the demo catalogue.
    const { seedDemoData, lisbonStaysId } = await import('@direct/db/seed');
    const files = (key: string, bytes: Uint8Array, contentType: string) => services.files.put(key, bytes, { contentType });
    const seeded = await seedDemoData(handle.db, { filesDir: config.filesDir, files });
    app.log.info(seeded, 'demo data seeded');
    // A handful of real raster photos through the upload pipeline (kept in storage for the next seed).
    const started = performance.now();
    const photos = await services.hostPhotos.demo.rasterizeCovers(lisbonStaysId, demoPhotoCount);
    app.log.info({ ...photos, ms: Math.round(performance.now() - started) }, 'demo photos ready');
  }
  if (config.demoData) await ensureDemoOwners(services);
  await services.auth.registerPlatformClient({ clientId: config.webClientId, secret: config.webClientSecret, name: 'Website' });
  await services.auth.registerPlatformClient({ clientId: config.console.clientId, secret: config.console.clientSecret, name: 'Host console' });
  return services;
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

async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDataDir });
  let app: ApiInstance;
  try {
    app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, poolStats: handle.poolStats });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (config.usesDevelopmentSigningSecret) {
    app.log.warn('TOKEN_SIGNING_SECRET is the published development secret: set your own before going live');
  }

  // The background worker (JOBS_ENABLED): started once the database is ready, stopped first.
  let worker: JobWorker | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    try {
      await worker?.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    const services = await prepareDatabase(app, handle, config);
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`API ready at ${address} (docs: ${address}/apis/docs)`);
    if (config.jobs.enabled && !stopping) {
      worker = services.jobs.createWorker(app.log);
      worker.start();
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'the API could not start');
    await worker?.stop().catch(() => undefined);
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
