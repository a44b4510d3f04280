import { jobs } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { startHttpStandIn, header, type RecordedRequest } from '../../testing/stand-ins/http-stand-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createJobsService } from '../jobs/jobs.services.ts';
import { purgeTagsFor } from './cdn-purge.routes.ts';
import { cdnPurgeJobKind, createCdnPurgeService, purgeWindowMs } from './cdn-purge.service.ts';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const token = 'cf-purge-token-123';

// The CDN's purge-by-tag API as Cloudflare has it: POST {"tags": [...]} with a bearer token.
// Every request is checked; a request that is not one answers 400, like the real API.
let refuseNext = 0;
function checkedPurge(request: RecordedRequest) {
  if (request.method !== 'POST' || request.path !== '/client/v4/zones/zone-1/purge_cache') return { status: 404, body: { success: false } };
  if (header(request, 'authorization') !== `Bearer ${token}`) return { status: 403, body: { success: false } };
  if (header(request, 'content-type') !== 'application/json') return { status: 400, body: { success: false } };
  const body = JSON.parse(request.body) as { tags?: unknown };
  if (!Array.isArray(body.tags) || body.tags.length === 0 || body.tags.length > 100) return { status: 400, body: { success: false } };
  if (refuseNext > 0) {
    refuseNext -= 1;
    return { status: 503, body: { success: false } };
  }
  return { status: 200, body: { success: true, result: { id: 'zone-1' } } };
}

let cdn: Awaited<ReturnType<typeof startHttpStandIn>>;
let t: TestApp;
let call: HostCall;
const clock = { now: new Date(Date.now() + 1000) };
let runJobs: () => Promise<unknown>;
let organization: { id: number; brandId: number; owner: string };

beforeAll(async () => {
  cdn = await startHttpStandIn(checkedPurge);
  t = await createTestApp({ env: { CDN_PURGE_URL: `${cdn.url}/client/v4/zones/zone-1/purge_cache`, CDN_PURGE_TOKEN: token }, now: () => clock.now });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const purge = createCdnPurgeService({ settings: t.config.cdnPurge, queue: { enqueue: async () => null } });
  const worker = createJobsService({ db: t.db, config: t.config, dependencies: { cdn: purge }, now: () => clock.now }).createWorker(silent, { batchSize: 50 });
  runJobs = () => worker.runOnce();
  const owner = await signUpHost(call, t.db, { email: `cdn-owner-${Date.now().toString(36)}@example.test` });
  const created = await call('POST', '/apis/host/organizations', { name: 'Org CDN', brandName: 'Brand CDN', brandAlias: `cdn-${Date.now().toString(36)}` }, owner);
  expect(created.status).toBe(201);
  organization = { id: created.json().id, brandId: created.json().brands[0].id, owner };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await cdn?.close();
});

const purgeJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, cdnPurgeJobKind));
// The purge is queued by a hook that runs once the answer has gone out: wait for it.
async function queuedPurges(expected: number) {
  for (let i = 0; i < 100; i++) {
    const queued = (await purgeJobs()).filter((job) => job.status === 'queued');
    if (queued.length >= expected) return queued;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await purgeJobs()).filter((job) => job.status === 'queued');
}

describe('CDN purge on host writes', () => {
  it('queues a purge of the brand’s pages after a brand write, and the worker sends it to the CDN once the window closes', async () => {
    const before = cdn.requests.length;
    const brand = (await call('GET', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, undefined, organization.owner)).json();
    // Two writes in one window: one job, one purge.
    for (const tagline of ['Homes by the sea', 'Homes by the river']) {
      const version = (await call('GET', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, undefined, organization.owner)).json().version ?? brand.version;
      const saved = await call('PATCH', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, { version, tagline }, organization.owner);
      expect(saved.status).toBe(200);
    }
    const queued = await queuedPurges(1);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ tags: [`brand-${organization.brandId}`, `org-${organization.id}`, 'shared-listing'] });
    // The write's answer never waited for the CDN; the job runs after its window.
    expect(cdn.requests.length).toBe(before);
    await runJobs();
    expect(cdn.requests.length).toBe(before);
    clock.now = new Date(clock.now.getTime() + purgeWindowMs + 1000);
    await runJobs();
    expect(cdn.requests.slice(before).map((request) => JSON.parse(request.body))).toEqual([{ tags: [`brand-${organization.brandId}`, `org-${organization.id}`, 'shared-listing'] }]);
    expect((await purgeJobs()).every((job) => job.status === 'succeeded')).toBe(true);
  });

  it('retries a purge the CDN refused', async () => {
    refuseNext = 1;
    const before = cdn.requests.length;
    const version = (await call('GET', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, undefined, organization.owner)).json().version;
    expect((await call('PATCH', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, { version, tagline: 'Again' }, organization.owner)).status).toBe(200);
    expect(await queuedPurges(1)).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + purgeWindowMs + 1000);
    await runJobs();
    expect(cdn.requests.length).toBe(before + 1);
    expect((await purgeJobs()).some((job) => job.status === 'queued')).toBe(true);
    // The retry's backoff (30 s), then the CDN takes it.
    clock.now = new Date(clock.now.getTime() + 31_000);
    await runJobs();
    expect(cdn.requests.length).toBe(before + 2);
    expect((await purgeJobs()).every((job) => job.status === 'succeeded')).toBe(true);
  });

  it('queues nothing for reads, refused writes, or writes no guest page shows', async () => {
    const jobsBefore = (await purgeJobs()).length;
    await call('GET', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, undefined, organization.owner);
    expect((await call('PATCH', `/apis/host/organizations/${organization.id}/brands/${organization.brandId}`, { version: 9999, tagline: 'Stale' }, organization.owner)).status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await purgeJobs()).length).toBe(jobsBefore);
  });
});

describe('purge tags', () => {
  const request = (method: string, url: string, params: Record<string, unknown>, extra: object = {}) =>
    ({ method, routeOptions: { url }, params, body: undefined, hostActor: null, ...extra }) as unknown as Parameters<typeof purgeTagsFor>[0];

  it('names the organization, the shared listing, and the property or brand written', () => {
    expect(purgeTagsFor(request('PUT', '/apis/host/organizations/:organizationId/properties/:propertyId/rates', { organizationId: '4', propertyId: '12' }), 200)).toEqual(['org-4', 'shared-listing', 'property-12']);
    expect(purgeTagsFor(request('POST', '/apis/host/organizations/:organizationId/contents', { organizationId: '4' }), 201)).toEqual(['org-4', 'shared-listing']);
    expect(purgeTagsFor(request('POST', '/apis/host/ari', {}, { hostActor: { kind: 'client', organizationId: 7 } }), 200)).toEqual(['org-7', 'shared-listing']);
  });

  it('names nothing for reads, failures, private sections and guest calls', () => {
    expect(purgeTagsFor(request('GET', '/apis/host/organizations/:organizationId/properties/:propertyId', { organizationId: '4', propertyId: '1' }), 200)).toEqual([]);
    expect(purgeTagsFor(request('PUT', '/apis/host/organizations/:organizationId/properties/:propertyId', { organizationId: '4', propertyId: '1' }), 409)).toEqual([]);
    expect(purgeTagsFor(request('POST', '/apis/host/organizations/:organizationId/webhooks', { organizationId: '4' }), 201)).toEqual([]);
    expect(purgeTagsFor(request('POST', '/apis/bookings', {}), 201)).toEqual([]);
  });

  it('is off without CDN_PURGE_URL: nothing is queued', async () => {
    let queued = 0;
    const off = createCdnPurgeService({ settings: undefined, queue: { enqueue: async () => ++queued } });
    await off.requestPurge(['org-1'], new Date());
    expect(off.enabled).toBe(false);
    expect(queued).toBe(0);
  });
});
