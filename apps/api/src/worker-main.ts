// The worker-only process (npm run start:worker): runs the background jobs and answers no API
// requests. Run it beside API processes started with JOBS_ENABLED=false; several workers may
// run at once (jobs are claimed with SKIP LOCKED). With WORKER_PORT set it answers
// GET /health/live and /health/ready there, for an orchestrator's probes.
import { openDatabase } from '@direct/db';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiVersion } from './app.ts';
import { validatorCompiler } from './http/validation.ts';
import { prepareDatabase } from './lifecycle/prepare-database.ts';
import { readConfig } from './lifecycle/read-config.ts';
import { createReadiness } from './lifecycle/readiness.ts';
import { onStopSignal, shutDownGracefully } from './lifecycle/shutdown.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { JobWorker } from './modules/jobs/worker.ts';
import { loggerOptions } from './request-logging.ts';
import { createServices } from './services.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDataDir });
  const readiness = createReadiness({ startupDone: false });
  const services = createServices({ db: handle.db, config, databaseKind: handle.kind, version: apiVersion, readiness });
  // The health listener's Fastify also provides the process's logger when no port is set.
  const listener = Fastify({ logger: await loggerOptions(config) }).withTypeProvider<ZodTypeProvider>();
  listener.setValidatorCompiler(validatorCompiler);
  listener.setSerializerCompiler(serializerCompiler);
  await listener.register(healthRoutes, { health: services.health });
  listener.addHook('onClose', async () => services.files.close());
  const log = listener.log;

  let worker: JobWorker | undefined;
  let stopping = false;
  onStopSignal((signal) => {
    stopping = true;
    log.info({ signal }, 'worker shutting down: finishing the current job');
    void shutDownGracefully({
      readiness,
      log,
      timeoutMs: config.shutdownTimeoutMs,
      closeServer: () => listener.close(),
      stopWorker: async () => worker?.stop(),
      closeDatabase: () => handle.close(),
    }).then((code) => process.exit(code));
  });

  try {
    await prepareDatabase({ handle, services, config, log });
    readiness.markStartupDone();
    if (config.jobs.workerPort !== undefined) {
      const address = await listener.listen({ port: config.jobs.workerPort, host: config.host });
      log.info(`worker health at ${address}/health/ready`);
    } else {
      await listener.ready();
    }
    if (stopping) return;
    worker = services.jobs.createWorker(log);
    worker.start();
    log.info('job worker process ready');
  } catch (error) {
    log.fatal({ err: error }, 'the worker could not start');
    await worker?.stop().catch(() => undefined);
    await listener.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
