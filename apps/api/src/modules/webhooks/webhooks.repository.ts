import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  enqueueWebhookDelivery,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  writeAuditEntry,
  type AuditActor,
  type Database,
} from '@direct/db';

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect & { eventType: string; log: WebhookAttemptRow[] };
export type AuditContext = { actor: AuditActor; requestId?: string | undefined };

// What the audit log keeps of an endpoint: never its secret.
const auditView = (row: WebhookEndpointRow) => ({ url: row.url, description: row.description, events: row.events, status: row.status });

// An organization's webhook endpoints and the host's actions on them (audited in the same
// transaction); the delivery worker's reads and writes are in webhook-deliveries.repository.ts.
export function createWebhooksRepository(db: Database) {
  const own = (organizationId: number, id: number) => and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id));

  async function deliveriesOf(organizationId: number, where: ReturnType<typeof and>, limit: number): Promise<WebhookDeliveryRow[]> {
    const rows = await db
      .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.organizationId, organizationId), where))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
    const ids = rows.map((row) => row.delivery.id);
    const attempts = ids.length
      ? await db
          .select()
          .from(webhookAttempts)
          .where(and(eq(webhookAttempts.organizationId, organizationId), inArray(webhookAttempts.deliveryId, ids)))
          .orderBy(webhookAttempts.attempt, webhookAttempts.id)
      : [];
    return rows.map((row) => ({ ...row.delivery, eventType: row.eventType, log: attempts.filter((a) => a.deliveryId === row.delivery.id) }));
  }

  return {
    async list(organizationId: number): Promise<WebhookEndpointRow[]> {
      return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, organizationId)).orderBy(webhookEndpoints.id);
    },

    async find(organizationId: number, id: number): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(own(organizationId, id));
      return row;
    },

    async create(organizationId: number, input: { url: string; description: string; events: string[]; secret: string }, audit: AuditContext): Promise<WebhookEndpointRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(webhookEndpoints).values({ organizationId, ...input }).returning();
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.create', entityType: 'webhook', entityId: row!.id, after: auditView(row!), requestId: audit.requestId });
        return row!;
      });
    },

    // Switching an endpoint back on clears its failure count: it starts with a clean slate.
    async update(
      organizationId: number,
      id: number,
      patch: { enabled?: boolean | undefined; description?: string | undefined; events?: string[] | undefined },
      now: Date,
      audit: AuditContext,
    ): Promise<WebhookEndpointRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(webhookEndpoints).where(own(organizationId, id)).for('update');
        if (!before) return null;
        const status = patch.enabled === undefined ? undefined : patch.enabled ? ('enabled' as const) : ('disabled' as const);
        const turnedOn = status === 'enabled' && before.status === 'disabled';
        const [after] = await tx
          .update(webhookEndpoints)
          .set({
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.events !== undefined ? { events: patch.events } : {}),
            ...(status === 'disabled' && before.status === 'enabled' ? { status, disabledReason: 'host' } : {}),
            ...(turnedOn ? { status, disabledReason: null, consecutiveFailures: 0, failingSince: null } : {}),
            updatedAt: now,
          })
          .where(own(organizationId, id))
          .returning();
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.update', entityType: 'webhook', entityId: id, before: auditView(before), after: auditView(after!), requestId: audit.requestId });
        return after!;
      });
    },

    async remove(organizationId: number, id: number, audit: AuditContext): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(webhookEndpoints).where(own(organizationId, id)).returning();
        if (!before) return false;
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.delete', entityType: 'webhook', entityId: id, before: auditView(before), requestId: audit.requestId });
        return true;
      });
    },

    async rotateSecret(organizationId: number, id: number, secret: string, now: Date, audit: AuditContext): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(webhookEndpoints).set({ secret, updatedAt: now }).where(own(organizationId, id)).returning({ id: webhookEndpoints.id });
        if (!row) return false;
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.rotate_secret', entityType: 'webhook', entityId: id, requestId: audit.requestId });
        return true;
      });
    },

    deliveries: (organizationId: number, endpointId: number, limit: number) => deliveriesOf(organizationId, and(eq(webhookDeliveries.endpointId, endpointId)), limit),

    // Sends a delivery again now: same event (id and body), a new attempt with a fresh signature.
    async replay(organizationId: number, endpointId: number, deliveryId: number, now: Date, audit: AuditContext): Promise<WebhookDeliveryRow | null> {
      const found = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', nextAttemptAt: now })
          .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
          .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts });
        if (!row) return false;
        await enqueueWebhookDelivery(tx, { organizationId, deliveryId, runAt: now, key: `replay:${now.getTime()}` });
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.replay', entityType: 'webhook', entityId: endpointId, after: { deliveryId }, requestId: audit.requestId });
        return true;
      });
      if (!found) return null;
      const [delivery] = await deliveriesOf(organizationId, and(eq(webhookDeliveries.id, deliveryId)), 1);
      return delivery ?? null;
    },

    // A "webhook.test" event for this endpoint only (not fanned out to the organization's others).
    async sendTest(organizationId: number, endpointId: number, data: Record<string, unknown>, now: Date, audit: AuditContext): Promise<{ eventId: string; deliveryId: number }> {
      return db.transaction(async (tx) => {
        const [event] = await tx.insert(webhookEvents).values({ organizationId, type: 'webhook.test', data }).returning({ id: webhookEvents.id });
        const [delivery] = await tx.insert(webhookDeliveries).values({ organizationId, endpointId, eventId: event!.id, nextAttemptAt: now }).returning({ id: webhookDeliveries.id });
        await enqueueWebhookDelivery(tx, { organizationId, deliveryId: delivery!.id, runAt: now, key: '0' });
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'webhook.test', entityType: 'webhook', entityId: endpointId, after: { eventId: event!.id }, requestId: audit.requestId });
        return { eventId: event!.id, deliveryId: delivery!.id };
      });
    },
  };
}
