import { emailOutbox, jobs, webhookDeliveries, webhookEvents, writeWebhookEvent } from '@direct/db';
import { webhookDisableAfterFailures } from '@direct/domain/webhook';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhooksWorld, type WebhooksWorld } from '../../testing/webhooks-world.ts';

// Delivery: events written in the change's transaction, signed POSTs, retries with backoff, a
// receiver that comes back, and the endpoint switched off (owners emailed) when it never does.

let w: WebhooksWorld;
let receiver: WebhookReceiver;
beforeAll(async () => {
  w = await createWebhooksWorld();
  receiver = await startWebhookReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await w?.t.close();
});

const minutes = (ms: number) => ms / 60_000;
const nextRunOf = async (deliveryId: number) => {
  const [job] = await w.t.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, 'deliver-webhook'), eq(jobs.status, 'queued'), sql`${jobs.payload}->>'deliveryId' = ${String(deliveryId)}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return job?.runAt ?? null;
};
const deliveryOf = async (eventId: string) => (await w.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId)))[0]!;
const register = async (org: Awaited<ReturnType<WebhooksWorld['organization']>>, url: string, events = ['booking.created']) => {
  const created = await w.call('POST', org.base, { url, events }, org.owner);
  expect(created.status, JSON.stringify(created.json())).toBe(201);
  return created.json() as { id: number; secret: string };
};

describe('webhook events', () => {
  it('are written in the transaction of the change: a rolled-back change emits nothing and queues no delivery', async () => {
    const org = await w.organization('Rollback Stays');
    await register(org, receiver.url);
    const refused = w.t.db.transaction(async (tx) => {
      await writeWebhookEvent(tx, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'RB-1' } });
      throw new Error('the change failed');
    });
    await expect(refused).rejects.toThrow('the change failed');
    expect(await w.t.db.select().from(webhookEvents).where(eq(webhookEvents.organizationId, org.organizationId))).toEqual([]);
    expect(await w.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.organizationId, org.organizationId))).toEqual([]);

    const eventId = await w.t.db.transaction((tx) => writeWebhookEvent(tx, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'RB-2' } }));
    expect((await deliveryOf(eventId)).status).toBe('pending');
    // An event type the endpoint didn't choose is kept but not delivered to it.
    const other = await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'payment.refunded', data: {} });
    expect(await w.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, other))).toEqual([]);
  });

  it('reach the receiver signed over the exact body; a tampered body fails the check', async () => {
    const org = await w.organization('Signed Stays');
    const endpoint = await register(org, receiver.url);
    const eventId = await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'SG-1', total_minor: 30_000 } });
    w.clock.now = new Date(Date.now() + 1000);
    await w.runJobs();
    const got = receiver.received.find((r) => r.json.id === eventId)!;
    expect(got.json).toMatchObject({ id: eventId, type: 'booking.created', organization_id: org.organizationId, data: { booking_code: 'SG-1', total_minor: 30_000 } });
    expect(got.headers['webhook-id']).toBe(eventId);
    const signature = String(got.headers['webhook-signature']);
    expect(signature).toMatch(new RegExp(`^t=${String(got.headers['webhook-timestamp'])},v1=[0-9a-f]{64}$`));
    const at = Math.floor(w.clock.now.getTime() / 1000);
    expect(verifyWebhook(endpoint.secret, signature, got.body, at)).toBe(true);
    expect(verifyWebhook(endpoint.secret, signature, got.body.replace('30000', '1'), at)).toBe(false);
    expect(verifyWebhook('whsec_not-the-secret', signature, got.body, at)).toBe(false);
    // Older than five minutes: refused as a replay.
    expect(verifyWebhook(endpoint.secret, signature, got.body, at + 301)).toBe(false);
    expect((await deliveryOf(eventId)).status).toBe('succeeded');
  });
});

describe('a delivery run twice at once (a replay racing a retry, two workers)', () => {
  it('is sent once: the first run leases it', async () => {
    const org = await w.organization('Race Stays');
    await register(org, receiver.url);
    const eventId = await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'RC-1' } });
    const delivery = await deliveryOf(eventId);
    const now = new Date(Date.now() + 1000);
    const outcomes = await Promise.all([1, 2, 3].map(() => w.delivery.deliver({ organizationId: org.organizationId, deliveryId: delivery.id }, now)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['skipped', 'skipped', 'succeeded']);
    expect(receiver.received.filter((r) => r.json.id === eventId)).toHaveLength(1);
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});

describe('retries', () => {
  it('back off 1 min, 5 min, 30 min… (±20 % jitter) while the receiver fails, and stop once it answers 2xx', async () => {
    const failing = await startWebhookReceiver();
    failing.respondWith(503);
    try {
      const org = await w.organization('Flaky Stays');
      await register(org, failing.url);
      const eventId = await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'FL-1' } });
      const delivery = await deliveryOf(eventId);
      w.clock.now = new Date(Date.now() + 1000);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const before = w.clock.now.getTime();
        await w.runJobs();
        const next = (await nextRunOf(delivery.id))!;
        waits.push(minutes(next.getTime() - before));
        // Not due before its time: a run a second early sends nothing.
        w.clock.now = new Date(next.getTime() - 1000);
        const sent = failing.received.length;
        await w.runJobs();
        expect(failing.received.length).toBe(sent);
        w.clock.now = next;
      }
      expect(waits[0]).toBeGreaterThanOrEqual(0.8);
      expect(waits[0]).toBeLessThanOrEqual(1.2);
      expect(waits[1]).toBeGreaterThanOrEqual(4);
      expect(waits[1]).toBeLessThanOrEqual(6);
      expect(waits[2]).toBeGreaterThanOrEqual(24);
      expect(waits[2]).toBeLessThanOrEqual(36);
      failing.respondWith(200);
      await w.runJobs();
      const done = await deliveryOf(eventId);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 200, nextAttemptAt: null });
      expect(failing.received.filter((r) => r.json.id === eventId)).toHaveLength(4);
      const log = (await w.call('GET', `${org.base}/${done.endpointId}/deliveries`, undefined, org.owner)).json().data[0].log;
      expect(log.map((a: { statusCode: number }) => a.statusCode)).toEqual([503, 503, 503, 200]);
      expect(log[0]).toMatchObject({ error: 'the receiver answered 503', responseSnippet: 'receiver error' });
    } finally {
      await failing.close();
    }
  });

  it('deliver the event later to a receiver that was down', async () => {
    const port = await closedPort();
    const org = await w.organization('Down Stays');
    const endpoint = await register(org, `http://127.0.0.1:${port}/hooks`);
    const eventId = await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: 'DN-1' } });
    w.clock.now = new Date(Date.now() + 1000);
    await w.runJobs();
    const failed = await deliveryOf(eventId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    const back = await startWebhookReceiver(port);
    try {
      w.clock.now = (await nextRunOf(failed.id))!;
      await w.runJobs();
      const got = back.received.find((r) => r.json.id === eventId)!;
      expect(verifyWebhook(endpoint.secret, String(got.headers['webhook-signature']), got.body, Math.floor(w.clock.now.getTime() / 1000))).toBe(true);
      expect(await deliveryOf(eventId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await back.close();
    }
  });

  it(`switch the endpoint off after ${webhookDisableAfterFailures} failures in a row and email the owners`, async () => {
    const failing = await startWebhookReceiver();
    failing.respondWith(500);
    try {
      const org = await w.organization('Gone Stays');
      const endpoint = await register(org, failing.url);
      for (let i = 0; i < webhookDisableAfterFailures; i++) {
        await writeWebhookEvent(w.t.db, { organizationId: org.organizationId, type: 'booking.created', data: { booking_code: `GN-${i}` } });
      }
      w.clock.now = new Date(Date.now() + 1000);
      await w.runJobs();
      const listed = (await w.call('GET', org.base, undefined, org.owner)).json().data.find((e: { id: number }) => e.id === endpoint.id);
      expect(listed).toMatchObject({ status: 'disabled', disabledReason: 'failing', consecutiveFailures: webhookDisableAfterFailures });
      const emails = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.organizationId, org.organizationId), eq(emailOutbox.kind, 'webhook_disabled')));
      expect(emails.map((e) => e.toAddress)).toEqual([org.ownerEmail]);
      expect(emails[0]!.textBody).toContain(failing.url);
      expect(emails[0]!.textBody).toContain(`/o/${org.organizationId}/webhooks`);
      // Retries of a switched-off endpoint are parked, not sent.
      const sent = failing.received.length;
      w.clock.now = new Date(w.clock.now.getTime() + 2 * 60 * 60_000);
      await w.runJobs();
      expect(failing.received.length).toBe(sent);
      // Switched on again, it starts with a clean slate; a replay sends a parked delivery.
      failing.respondWith(200);
      const on = await w.call('PATCH', `${org.base}/${endpoint.id}`, { enabled: true }, org.owner);
      expect(on.json()).toMatchObject({ status: 'enabled', consecutiveFailures: 0 });
      const parked = (await w.call('GET', `${org.base}/${endpoint.id}/deliveries`, undefined, org.owner)).json().data[0];
      expect(parked).toMatchObject({ status: 'pending', nextAttemptAt: null });
      expect((await w.call('POST', `${org.base}/${endpoint.id}/deliveries/${parked.id}/replay`, undefined, org.owner)).status).toBe(202);
      await w.runJobs();
      expect((await w.call('GET', `${org.base}/${endpoint.id}/deliveries`, undefined, org.owner)).json().data[0]).toMatchObject({ id: parked.id, status: 'succeeded' });
    } finally {
      await failing.close();
    }
  });
});
