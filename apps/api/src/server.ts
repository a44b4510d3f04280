import { openDatabase } from '@direct/db';
import { apiVersion, buildApp } from './app.ts';
import type { ApiInstance } from './http/api-instance.ts';
import { prepareDatabase } from './lifecycle/prepare-database.ts';
import { readConfig } from './lifecycle/read-config.ts';
import { createReadiness } from './lifecycle/readiness.ts';
import { onStopSignal, shutDownGracefully } from './lifecycle/shutdown.ts';
import type { JobWorker } from './modules/jobs/worker.ts';
import { createServices } from './services.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDataDir });
  // Not ready until the start-up work below is done; /health/live answers from the first moment.
  const readiness = createReadiness({ startupDone: false });
  let app: ApiInstance;
  try {
    app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, readiness, poolStats: handle.poolStats });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (config.usesDevelopmentSigningSecret) {
    app.log.warn('TOKEN_SIGNING_SECRET is the published development secret: set your own before going live');
  }

  // The background worker (JOBS_ENABLED): started once the database is ready, stopped with the rest.
  let worker: JobWorker | undefined;
  let stopping = false;
  onStopSignal((signal) => {
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests and the current job');
    void shutDownGracefully({
      readiness,
      log: app.log,
      timeoutMs: config.shutdownTimeoutMs,
      closeServer: () => app.close(),
      stopWorker: async () => worker?.stop(),
      closeDatabase: () => handle.close(),
    }).then((code) => process.exit(code));
  });

  try {
    const services = createServices({ db: handle.db, config, databaseKind: handle.kind, version: apiVersion });
    await prepareDatabase({ handle, services, config, log: app.log });
    readiness.markStartupDone();
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`API ready at ${address} (docs: ${address}/apis/docs)`);
    if (config.jobs.enabled && !stopping) {
      worker = services.jobs.createWorker(app.log);
      worker.start();
    } else if (!config.jobs.enabled) {
      app.log.info('JOBS_ENABLED=false: no job worker in this process (run npm run start:worker)');
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
