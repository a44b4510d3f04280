import { auditLog } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhooksWorld, type WebhooksWorld } from '../../testing/webhooks-world.ts';

// A host's webhook endpoints over the API: register (secret once), change, rotate, delete, the
// delivery log, replay and the test event; who may do it; and another organization's are 404.

let w: WebhooksWorld;
let receiver: WebhookReceiver;
let org: Awaited<ReturnType<WebhooksWorld['organization']>>;
beforeAll(async () => {
  w = await createWebhooksWorld();
  receiver = await startWebhookReceiver();
  org = await w.organization('Hook Stays');
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await w?.t.close();
});

const create = (events: string[] = ['booking.created', 'booking.confirmed'], session = org.owner) =>
  w.call('POST', org.base, { url: receiver.url, description: 'Channel manager', events }, session);

describe('webhook endpoints', () => {
  it('registers an endpoint and shows its secret once; the list and the audit log never show it', async () => {
    const created = await create();
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['booking.created', 'booking.confirmed'], status: 'enabled', disabledReason: null, consecutiveFailures: 0 });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(endpoint.secretHint).toBe(endpoint.secret.slice(-4));
    const listed = (await w.call('GET', org.base, undefined, org.owner)).json().data;
    expect(listed.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'webhook'), eq(auditLog.entityId, String(endpoint.id))));
    expect(audit.map((row) => row.action)).toEqual(['webhook.create']);
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret);
  });

  it('refuses bad input with the field and the reason', async () => {
    const bad = await w.call('POST', org.base, { url: 'ftp://example.com/x', events: [] }, org.owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['events', 'url']);
    const unknownEvent = await w.call('POST', org.base, { url: receiver.url, events: ['booking.exploded'] }, org.owner);
    expect(unknownEvent.status).toBe(400);
    const withPassword = await w.call('POST', org.base, { url: 'https://user:pw@example.com/hooks', events: ['booking.created'] }, org.owner);
    expect([withPassword.status, withPassword.json().error.fields[0].reason]).toEqual([400, 'credentials_in_url']);
  });

  it('sends a signed test event; rotating the secret signs later deliveries with the new one', async () => {
    const endpoint = (await create(['review.created'])).json();
    const sent = await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner);
    expect(sent.status, JSON.stringify(sent.json())).toBe(202);
    await w.runJobs();
    const first = receiver.received.find((r) => r.json.id === sent.json().eventId)!;
    expect(first.json).toMatchObject({ type: 'webhook.test', organization_id: org.organizationId });
    expect(first.headers['webhook-id']).toBe(sent.json().eventId);
    expect(verifyWebhook(endpoint.secret, String(first.headers['webhook-signature']), first.body, Math.floor(w.clock.now.getTime() / 1000))).toBe(true);

    const rotated = (await w.call('POST', `${org.base}/${endpoint.id}/rotate-secret`, undefined, org.owner)).json();
    expect(rotated.secret).not.toBe(endpoint.secret);
    const again = (await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner)).json();
    await w.runJobs();
    const second = receiver.received.find((r) => r.json.id === again.eventId)!;
    const at = Math.floor(w.clock.now.getTime() / 1000);
    expect(verifyWebhook(rotated.secret, String(second.headers['webhook-signature']), second.body, at)).toBe(true);
    expect(verifyWebhook(endpoint.secret, String(second.headers['webhook-signature']), second.body, at)).toBe(false);

    const log = (await w.call('GET', `${org.base}/${endpoint.id}/deliveries`, undefined, org.owner)).json().data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ eventType: 'webhook.test', status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    expect(log[0].log[0]).toMatchObject({ attempt: 1, statusCode: 200, responseSnippet: 'ok', error: null });
  });

  it('replays a delivery with the same event id and body and a fresh signature', async () => {
    const endpoint = (await create(['review.created'])).json();
    const sent = (await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner)).json();
    await w.runJobs();
    const before = receiver.received.filter((r) => r.json.id === sent.eventId);
    expect(before).toHaveLength(1);
    w.clock.now = new Date(w.clock.now.getTime() + 60_000);
    const replayed = await w.call('POST', `${org.base}/${endpoint.id}/deliveries/${sent.deliveryId}/replay`, undefined, org.owner);
    expect(replayed.status, JSON.stringify(replayed.json())).toBe(202);
    expect(replayed.json()).toMatchObject({ id: sent.deliveryId, status: 'pending' });
    await w.runJobs();
    const after = receiver.received.filter((r) => r.json.id === sent.eventId);
    expect(after).toHaveLength(2);
    expect(after[1]!.body).toBe(after[0]!.body);
    expect(after[1]!.headers['webhook-timestamp']).not.toBe(after[0]!.headers['webhook-timestamp']);
    expect(verifyWebhook(endpoint.secret, String(after[1]!.headers['webhook-signature']), after[1]!.body, Math.floor(w.clock.now.getTime() / 1000))).toBe(true);
    const delivery = (await w.call('GET', `${org.base}/${endpoint.id}/deliveries`, undefined, org.owner)).json().data[0];
    expect(delivery.log.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
    expect((await w.call('POST', `${org.base}/${endpoint.id}/deliveries/999999/replay`, undefined, org.owner)).status).toBe(404);
  });

  it('disables, enables and deletes an endpoint; a disabled one gets no test event nor replay', async () => {
    const endpoint = (await create()).json();
    const off = await w.call('PATCH', `${org.base}/${endpoint.id}`, { enabled: false }, org.owner);
    expect(off.json()).toMatchObject({ status: 'disabled', disabledReason: 'host' });
    expect((await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner)).status).toBe(409);
    const on = await w.call('PATCH', `${org.base}/${endpoint.id}`, { enabled: true, events: ['payment.refunded'], description: 'Accounting' }, org.owner);
    expect(on.json()).toMatchObject({ status: 'enabled', disabledReason: null, events: ['payment.refunded'], description: 'Accounting' });
    expect((await w.call('DELETE', `${org.base}/${endpoint.id}`, undefined, org.owner)).status).toBe(204);
    expect((await w.call('DELETE', `${org.base}/${endpoint.id}`, undefined, org.owner)).status).toBe(404);
    const actions = (await w.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'webhook'), eq(auditLog.entityId, String(endpoint.id))))).map((row) => row.action);
    expect(actions).toEqual(['webhook.create', 'webhook.update', 'webhook.update', 'webhook.delete']);
  });
});

describe('who may manage webhooks', () => {
  it('lets owners and managers, refuses the front desk, housekeeping and accountants, on every operation', async () => {
    const endpoint = (await create()).json();
    const sent = (await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner)).json();
    const operations = [
      ['GET', org.base, undefined],
      ['POST', org.base, { url: receiver.url, events: ['booking.created'] }],
      ['PATCH', `${org.base}/${endpoint.id}`, { description: 'Renamed' }],
      ['POST', `${org.base}/${endpoint.id}/rotate-secret`, undefined],
      ['GET', `${org.base}/${endpoint.id}/deliveries`, undefined],
      ['POST', `${org.base}/${endpoint.id}/deliveries/${sent.deliveryId}/replay`, undefined],
      ['POST', `${org.base}/${endpoint.id}/test`, undefined],
    ] as const;
    for (const role of ['front_desk', 'housekeeping', 'accountant']) {
      const session = await org.join(role);
      for (const [method, url, body] of operations) expect((await w.call(method, url, body, session)).status, `${role} ${method} ${url}`).toBe(403);
      expect((await w.call('DELETE', `${org.base}/${endpoint.id}`, undefined, session)).status).toBe(403);
    }
    const manager = await org.join('manager');
    for (const [method, url, body] of operations) expect((await w.call(method, url, body, manager)).status, `manager ${method} ${url}`).toBeLessThan(300);
    expect((await w.call('DELETE', `${org.base}/${endpoint.id}`, undefined, manager)).status).toBe(204);
  });

  it('answers 404 for another organization’s endpoints and deliveries, and changes nothing', async () => {
    const endpoint = (await create()).json();
    const sent = (await w.call('POST', `${org.base}/${endpoint.id}/test`, undefined, org.owner)).json();
    const other = await w.organization('Other Stays');
    // Through the other organization's own path: its id, our endpoint's id.
    const foreign = `${other.base}/${endpoint.id}`;
    for (const [method, url] of [
      ['PATCH', foreign],
      ['DELETE', foreign],
      ['POST', `${foreign}/rotate-secret`],
      ['GET', `${foreign}/deliveries`],
      ['POST', `${foreign}/deliveries/${sent.deliveryId}/replay`],
      ['POST', `${foreign}/test`],
    ] as const) {
      expect((await w.call(method, url, method === 'PATCH' ? { enabled: false } : undefined, other.owner)).status, `${method} ${url}`).toBe(404);
    }
    expect((await w.call('GET', other.base, undefined, other.owner)).json().data).toEqual([]);
    // Through our organization's path, they are not members.
    expect((await w.call('GET', org.base, undefined, other.owner)).status).toBe(404);
    const still = (await w.call('GET', org.base, undefined, org.owner)).json().data.find((e: { id: number }) => e.id === endpoint.id);
    expect(still).toMatchObject({ status: 'enabled', secretHint: endpoint.secretHint });
  });
});
