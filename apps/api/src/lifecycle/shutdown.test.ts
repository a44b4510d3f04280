import { connect } from 'node:net';
import { jobs } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts';
import { createJobWorker } from '../modules/jobs/worker.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createReadiness } from './readiness.ts';
import { shutDownGracefully } from './shutdown.ts';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

// A latch: the test waits for `reached`, the code under test waits for `release`.
function latch() {
  let reach!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reach, reached, release, released };
}

// Resolves with the connection's outcome: 'refused' once nothing listens any more.
function tryConnect(port: number): Promise<'connected' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
  });
}

const slowRequest = latch();
const readiness = createReadiness({ startupDone: true });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    readiness,
    configure: (app) => {
      app.get('/slow-probe', async () => {
        slowRequest.reach();
        await slowRequest.released;
        return { finished: true };
      });
    },
  });
});
afterAll(() => t?.close());

describe('graceful shutdown', () => {
  it('turns not ready at once, refuses new connections, finishes the request in flight and the running job, then closes the database', async () => {
    const repository = createJobsRepository(t.db);
    const slowJob = latch();
    const worker = createJobWorker({
      repository,
      handlers: {
        'shutdown-probe': async () => {
          slowJob.reach();
          await slowJob.released;
          return { done: 1 };
        },
      },
      logger: quiet,
      pollMs: 50,
    });
    const jobId = await repository.enqueue({ kind: 'shutdown-probe' });
    worker.start();
    await slowJob.reached;

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const inFlight = fetch(`${address}/slow-probe`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await slowRequest.reached;

    let databaseClosed = false;
    const exit = shutDownGracefully({
      readiness,
      log: quiet,
      timeoutMs: 20_000,
      closeServer: () => t.app.close(),
      stopWorker: () => worker.stop(),
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(readiness.shuttingDown()).toBe(true);

    // The listener goes at once (within a few event-loop turns), while the request still runs.
    let outcome = await tryConnect(port);
    for (let attempt = 0; outcome === 'connected' && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      outcome = await tryConnect(port);
    }
    expect(outcome).toBe('refused');
    expect(databaseClosed).toBe(false);

    slowRequest.release();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    // Still draining: the job has not finished, so the database stays open.
    expect(databaseClosed).toBe(false);
    slowJob.release();
    expect(await exit).toBe(0);
    expect(databaseClosed).toBe(true);
    const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId!));
    expect(job?.status).toBe('succeeded');
  });

  it('gives up after the timeout with exit code 1 and leaves the database to the exit', async () => {
    let databaseClosed = false;
    const code = await shutDownGracefully({
      readiness: createReadiness({ startupDone: true }),
      log: quiet,
      timeoutMs: 100,
      stopWorker: () => new Promise(() => undefined),
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(code).toBe(1);
    expect(databaseClosed).toBe(false);
  });
});
