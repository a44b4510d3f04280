import { organizationMembers } from '@direct/db';
import { createJobsService } from '../modules/jobs/jobs.services.ts';
import { createWebhooksServices } from '../modules/webhooks/webhooks.services.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Webhooks in API tests: an app that allows the local receiver (http, loopback), a movable clock
// that starts at the real time (the outbox's rows take the database's clock), organizations with
// an owner signed in, and the job worker that delivers.

export type WebhooksWorld = {
  t: TestApp;
  call: HostCall;
  clock: { now: Date };
  organization: (name: string) => Promise<{ organizationId: number; owner: string; ownerEmail: string; base: string; join: (role: string) => Promise<string> }>;
  // Runs the due jobs once, at the clock's time.
  runJobs: () => Promise<{ claimed: number }>;
  // The delivery itself, for races the queue would otherwise serialise.
  delivery: ReturnType<typeof createWebhooksServices>['delivery'];
};

const silent = { debug() {}, info() {}, warn() {}, error() {} };
let count = 0;

export async function createWebhooksWorld(): Promise<WebhooksWorld> {
  const clock = { now: new Date(Date.now() + 1000) };
  const t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_TIMEOUT_MS: '2000' }, now: () => clock.now });
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const webhooks = createWebhooksServices({ db: t.db, config: t.config, now: () => clock.now });
  const jobs = createJobsService({ db: t.db, config: t.config, dependencies: { webhooks: webhooks.delivery }, now: () => clock.now });
  const worker = jobs.createWorker(silent, { batchSize: 50 });
  const stamp = Date.now().toString(36);

  async function person(organizationId: number, role: string): Promise<string> {
    const session = await signUpHost(call, t.db, { email: `hooks-${role}-${stamp}-${count++}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json();
    await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role: role as 'owner' });
    return session;
  }

  return {
    t,
    call,
    clock,
    async organization(name) {
      const ownerEmail = `hooks-owner-${stamp}-${count++}@example.test`;
      const owner = await signUpHost(call, t.db, { email: ownerEmail, name: `${name} Owner` });
      const alias = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}-${count++}`;
      const organizationId = (await call('POST', '/apis/host/organizations', { name, brandName: name, brandAlias: alias }, owner)).json().id as number;
      return { organizationId, owner, ownerEmail, base: `/apis/host/organizations/${organizationId}/webhooks`, join: (role) => person(organizationId, role) };
    },
    runJobs: () => worker.runOnce(),
    delivery: webhooks.delivery,
  };
}
