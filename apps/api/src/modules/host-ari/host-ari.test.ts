import { organizationMembers, queryRows } from '@direct/db';
import { createAllocation } from '@direct/db/testing';
import { permissionsOf, type HostRole } from '@direct/domain/host-access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createRatesWorld, type RatesWorld } from '../../testing/host-rates-world.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// PUT and GET /apis/host/ari: with an organization's API key (its organization implied) and with
// the console (organizationId named), all or nothing, idempotent, role-checked, tenant-scoped,
// audited, and what guests are quoted follows at once.

let w: RatesWorld;
let planId = 0;
let tool: HostCall;
let studio = 0;
let loft = 0;
let keys = 0;
let toolToken = '';

beforeAll(async () => {
  w = await createRatesWorld();
  ({ planId } = await w.policyAndPlan('Flexible'));
  [studio, loft] = w.unitTypes.map((unitType) => unitType.id) as [number, number];
  await insertClient(w.db, { clientId: `ari-tool-${w.organizationId}`, secret: 'ari-tool-secret', organizationId: w.organizationId, scopes: permissionsOf('manager') });
  toolToken = await requestToken(w.app, `ari-tool-${w.organizationId}`, 'ari-tool-secret');
  tool = hostCaller(w.app, toolToken);
}, 180_000);
afterAll(async () => w?.close());

const key = () => `ari-test-${Date.now().toString(36)}-${(keys += 1)}`;
const put = (body: unknown, headers: Record<string, string> = {}, token?: string) =>
  w.app.inject({ method: 'PUT', url: '/apis/host/ari', headers: { authorization: `Bearer ${token ?? toolToken}`, ...headers }, payload: body as object });
const get = async (query: string, caller: HostCall = tool, session?: string) => {
  const answer = await caller('GET', `/apis/host/ari?${query}`, undefined, session);
  expect(answer.status, JSON.stringify(answer.json()).slice(0, 400)).toBe(200);
  return answer.json();
};
const fieldsOf = (answer: { json: () => { error: { fields: { field: string; reason: string }[] } } }) => answer.json().error.fields.map((entry) => `${entry.field}:${entry.reason}`);
const rowCount = async () => (await queryRows<{ n: number }>(w.db, sql`select count(*)::int as n from daily_rates where organization_id = ${w.organizationId}`))[0]!.n;

describe('PUT /apis/host/ari', () => {
  it('writes many unit types and ranges in one call, later updates winning, and GET reflects it', async () => {
    const answer = await put({
      updates: [
        { unitTypeId: studio, ratePlanId: planId, from: '2026-04-01', to: '2026-04-30', priceMinor: 10_000, minStay: 2 },
        { unitTypeId: loft, ratePlanId: planId, from: '2026-04-01', to: '2026-04-30', priceMinor: 20_000, maxStay: 14 },
        // Saturdays and Sundays of the first week cost more and close to arrival (later wins).
        { unitTypeId: studio, ratePlanId: planId, from: '2026-04-01', to: '2026-04-07', weekdays: [6, 7], priceMinor: 15_000, closedToArrival: true },
        { unitTypeId: loft, ratePlanId: planId, from: '2026-04-10', to: '2026-04-10', stopSell: true, closedToDeparture: true },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ updated: 60, skippedWithoutPrice: 0 });
    expect(answer.headers['cache-control']).toBe('no-store');

    const snapshot = await get(`from=2026-04-03&to=2026-04-05&unitTypeId[]=${studio}`);
    expect(snapshot).toMatchObject({ organizationId: w.organizationId, dates: ['2026-04-03', '2026-04-04', '2026-04-05'] });
    // 2026-04-04 and 05 are a Saturday and a Sunday.
    expect(snapshot.unitTypes).toEqual([
      expect.objectContaining({
        id: studio,
        units: 2,
        available: [2, 2, 2],
        ratePlans: [expect.objectContaining({ ratePlanId: planId, priceMinor: [10_000, 15_000, 15_000], minStay: [2, 2, 2], closedToArrival: [false, true, true], maxStay: [null, null, null] })],
      }),
    ]);
    const loftDay = (await get(`from=2026-04-10&to=2026-04-10&unitTypeId[]=${loft}&ratePlanId[]=${planId}`)).unitTypes[0].ratePlans[0];
    expect(loftDay).toMatchObject({ priceMinor: [20_000], maxStay: [14], stopSell: [true], closedToDeparture: [true] });
    const [audit] = await queryRows<{ after: Record<string, unknown>; actor_kind: string }>(
      w.db,
      sql`select after, actor_kind from audit_log where organization_id = ${w.organizationId} and action = 'rates.ari_updated' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ actor_kind: 'client', after: { updates: 4, updated: 60 } });
  });

  it('reports availability as units less booked, held and blocked nights', async () => {
    const [first] = w.units.filter((unit) => unit.unitTypeId === loft);
    await createAllocation(w.db, { unit: first!, startsOn: '2026-04-20', endsOn: '2026-04-22', kind: 'block', blockReason: 'maintenance' });
    expect((await get(`from=2026-04-19&to=2026-04-22&unitTypeId[]=${loft}`)).unitTypes[0].available).toEqual([2, 1, 1, 2]);
  });

  it('replays the first answer for the same key, and refuses the key with another body', async () => {
    const idempotencyKey = key();
    const body = { updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-05-01', to: '2026-05-03', priceMinor: 11_111 }] };
    const first = await put(body, { 'idempotency-key': idempotencyKey });
    expect(first.json()).toEqual({ updated: 3, skippedWithoutPrice: 0 });
    // Changed in between: a replay must not write again.
    await put({ updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-05-01', to: '2026-05-03', priceMinor: 22_222 }] });
    const replay = await put(body, { 'idempotency-key': idempotencyKey });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await get(`from=2026-05-01&to=2026-05-01&unitTypeId[]=${studio}`)).unitTypes[0].ratePlans[0].priceMinor).toEqual([22_222]);
    const reused = await put({ updates: [{ ...body.updates[0], priceMinor: 33_333 }] }, { 'idempotency-key': idempotencyKey });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    // Sent at once with one new key: one write, both answered the same.
    const together = key();
    const [a, b] = await Promise.all([put(body, { 'idempotency-key': together }), put(body, { 'idempotency-key': together })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const [claims] = await queryRows<{ n: number }>(w.db, sql`select count(*)::int as n from ari_requests where idempotency_key = ${together}`);
    expect(claims!.n).toBe(1);
  });

  it('refuses the whole call when any update is bad, naming each, and writes nothing', async () => {
    const before = await rowCount();
    const answer = await put({
      updates: [
        { unitTypeId: studio, ratePlanId: planId, from: '2026-06-01', to: '2026-06-30', priceMinor: 9_999 },
        { unitTypeId: 999_999, ratePlanId: planId, from: '2026-06-01', to: '2026-06-02', priceMinor: 100 },
        { unitTypeId: studio, ratePlanId: planId, from: '2026-01-01', to: '2026-01-02', priceMinor: 100 },
        { unitTypeId: studio, ratePlanId: planId, from: '2026-06-01', to: '2026-06-01', weekdays: [7], priceMinor: 100 },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)).toEqual(['updates.1.unitTypeId:not_found', 'updates.2.from:in_past', 'updates.3.weekdays:no_dates']);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a call of more nights than it takes at once, naming the update that goes over', async () => {
    const before = await rowCount();
    // 100 × 1,097 nights: the 92nd update passes 100,000.
    const updates = Array.from({ length: 100 }, (_, index) => ({ unitTypeId: index % 2 === 0 ? studio : loft, ratePlanId: planId, from: '2026-03-10', to: '2029-03-10', priceMinor: 100 + index }));
    const answer = await put({ updates });
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)).toEqual(['updates.91.to:too_many_nights']);
    expect(await rowCount()).toBe(before);
  });

  it('applies the domain’s stay rules, in the body and against stored rows', async () => {
    const inBody = await put({ updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-04-01', to: '2026-04-02', minStay: 5, maxStay: 3 }, { unitTypeId: loft, ratePlanId: planId, from: '2026-04-01', to: '2026-04-02' }] });
    expect(inBody.statusCode).toBe(400);
    expect(fieldsOf(inBody)).toEqual(['updates.0.maxStay:below_min_stay', 'updates.1:required']);
    // The loft has a maximum of 14 nights in April; a minimum of 20 clashes with it.
    const stored = await put({ updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-04-01', to: '2026-04-02', priceMinor: 1 }, { unitTypeId: loft, ratePlanId: planId, from: '2026-04-01', to: '2026-04-02', minStay: 20 }] });
    expect(stored.statusCode).toBe(400);
    expect(fieldsOf(stored)).toEqual(['updates:below_min_stay']);
    // All or nothing: the studio's price of the same call was not written either.
    expect((await get(`from=2026-04-01&to=2026-04-01&unitTypeId[]=${studio}`)).unitTypes[0].ratePlans[0].priceMinor).toEqual([10_000]);
  });

  it('skips nights with neither a stored row nor a price, and counts them', async () => {
    const answer = await put({ updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-04-30', to: '2026-05-02', stopSell: true }] });
    // 2026-04-30 and 05-01…02 have rows from earlier tests; nothing priced August.
    expect(answer.json()).toEqual({ updated: 3, skippedWithoutPrice: 0 });
    const unpriced = await put({ updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-08-01', to: '2026-08-03', minStay: 2 }] });
    expect(unpriced.json()).toEqual({ updated: 0, skippedWithoutPrice: 3 });
  });
});

describe('who may call it', () => {
  it('works from the console with organizationId, which it requires', async () => {
    const answer = await w.call('PUT', '/apis/host/ari', { organizationId: w.organizationId, updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-09-01', to: '2026-09-02', priceMinor: 5_000 }] }, w.session);
    expect(answer.status, JSON.stringify(answer.json())).toBe(200);
    expect((await get(`organizationId=${w.organizationId}&from=2026-09-01&to=2026-09-02&unitTypeId[]=${loft}`, w.call, w.session)).unitTypes[0].ratePlans[0].priceMinor).toEqual([5_000, 5_000]);
    const unnamed = await w.call('PUT', '/apis/host/ari', { updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-09-01', to: '2026-09-02', priceMinor: 5_000 }] }, w.session);
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed)).toEqual(['organizationId:required']);
  });

  it('lets owners and managers write, the front desk read, housekeeping and accountants neither', async () => {
    const expected: Record<Exclude<HostRole, 'owner'>, [number, number]> = { manager: [200, 200], front_desk: [200, 403], housekeeping: [403, 403], accountant: [403, 403] };
    for (const [role, [read, write]] of Object.entries(expected)) {
      const session = await signUpHost(w.call, w.db, { email: `ari-${role.replace('_', '-')}-${w.organizationId}@example.test` });
      const me = (await w.call('GET', '/apis/host/me', undefined, session)).json();
      await w.db.insert(organizationMembers).values({ organizationId: w.organizationId, userId: me.user.id, role: role as HostRole });
      const reading = await w.call('GET', `/apis/host/ari?organizationId=${w.organizationId}&from=2026-09-01&to=2026-09-01`, undefined, session);
      const writing = await w.call('PUT', '/apis/host/ari', { organizationId: w.organizationId, updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-09-01', to: '2026-09-01', priceMinor: 5_100 }] }, session);
      expect([role, reading.status, writing.status]).toEqual([role, read, write]);
    }
  });

  it('keeps organizations apart: another’s unit types are not found, another’s organization is 404, nothing written', async () => {
    const before = await rowCount();
    // The other host names our organization: not a member.
    const foreign = await w.call('PUT', '/apis/host/ari', { organizationId: w.organizationId, updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-09-01', to: '2026-09-01', priceMinor: 1 }] }, w.other.session);
    expect(foreign.status).toBe(404);
    // In their own organization, our unit types don't exist.
    const ours = await w.call('PUT', '/apis/host/ari', { organizationId: w.other.organizationId, updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-09-01', to: '2026-09-01', priceMinor: 1 }] }, w.other.session);
    expect(ours.status).toBe(400);
    expect(fieldsOf(ours)).toEqual(['updates.0.unitTypeId:not_found', 'updates.0.ratePlanId:not_found']);
    // An API key naming another organization.
    expect((await put({ organizationId: w.other.organizationId, updates: [{ unitTypeId: studio, ratePlanId: planId, from: '2026-09-01', to: '2026-09-01', priceMinor: 1 }] })).statusCode).toBe(404);
    expect((await tool('GET', `/apis/host/ari?organizationId=${w.other.organizationId}&from=2026-09-01&to=2026-09-01`)).status).toBe(404);
    const otherGet = await w.call('GET', `/apis/host/ari?organizationId=${w.other.organizationId}&from=2026-09-01&to=2026-09-01&unitTypeId[]=${studio}`, undefined, w.other.session);
    expect(otherGet.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });
});

describe('what guests see', () => {
  it('prices and closes stays by the ARI values on the next request', async () => {
    const stay = 'date[after]=2026-10-05&date[before]=2026-10-07';
    const optionOf = async () => {
      const answer = await w.guest(`/apis/rate_and_availability?property=${w.property.id}&${stay}`);
      return answer.json().data.find((entry: { unitType: { id: number }; ratePlan: { id: number } }) => entry.unitType.id === loft && entry.ratePlan.id === planId);
    };
    await put({ updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-10-01', to: '2026-10-10', priceMinor: 12_000 }] });
    expect((await optionOf()).quote.totalMinor).toBe(24_000);
    await put({ updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-10-05', to: '2026-10-05', minStay: 3 }] });
    expect((await optionOf()).bookable).toBe(false);
    await put({ updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-10-05', to: '2026-10-05', minStay: 1 }, { unitTypeId: loft, ratePlanId: planId, from: '2026-10-06', to: '2026-10-06', stopSell: true }] });
    expect((await optionOf()).bookable).toBe(false);
    await put({ updates: [{ unitTypeId: loft, ratePlanId: planId, from: '2026-10-06', to: '2026-10-06', stopSell: false }] });
    expect((await optionOf()).bookable).toBe(true);
  });
});
