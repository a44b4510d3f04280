import { and, eq, sql } from 'drizzle-orm';
import {
  emailOutbox,
  enqueueWebhookDelivery,
  hostUsers,
  organizationMembers,
  organizations,
  queryRows,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  writeAuditEntry,
  type Database,
} from '@direct/db';

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;

export type ClaimedDelivery = {
  deliveryId: number;
  attempt: number;
  endpoint: { id: number; url: string; secret: string; status: 'enabled' | 'disabled' };
  event: { id: string; type: string; organizationId: number; data: Record<string, unknown>; createdAt: Date };
};

export type AttemptOutcome = { statusCode: number | null; durationMs: number; responseSnippet: string | null; error: string | null; succeeded: boolean };

// What happens after a failed attempt, decided by the service from the domain's rules.
export type FailurePlan = {
  retryAt: Date | null;
  disable: (failures: { consecutiveFailures: number; failingSince: Date }) => boolean;
  // The email each owner gets when the endpoint is switched off (written in the same transaction).
  ownerEmail: (notice: DisableNotice) => { subject: string; textBody: string; htmlBody: string; fromAddress: string };
};

export type DisableNotice = { organizationName: string; owner: { email: string; language: string }; url: string; failures: number; lastError: string | null };

// While an attempt is in flight its delivery is leased: a second job for the same delivery (a
// replay racing a retry) finds next_attempt_at in the future and leaves it alone.
const leaseMs = 5 * 60_000;

// The delivery worker's side: claim a due delivery, record each attempt with its effect on the
// endpoint (failure count, automatic disabling and the owners' email) in one transaction.
export function createWebhookDeliveriesRepository(db: Database) {
  return {
    async claim(organizationId: number, deliveryId: number, now: Date): Promise<ClaimedDelivery | null> {
      const [row] = await queryRows<{ id: number; attempts: number }>(
        db,
        sql`update webhook_deliveries set next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
            where organization_id = ${organizationId} and id = ${deliveryId} and status = 'pending'
              and next_attempt_at is not null and next_attempt_at <= ${now.toISOString()}::timestamptz
            returning id, attempts`,
      );
      if (!row) return null;
      const [found] = await db
        .select({ endpoint: webhookEndpoints, event: webhookEvents })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
      if (!found) return null;
      return {
        deliveryId,
        attempt: row.attempts + 1,
        endpoint: { id: found.endpoint.id, url: found.endpoint.url, secret: found.endpoint.secret, status: found.endpoint.status },
        event: { id: found.event.id, type: found.event.type, organizationId: found.event.organizationId, data: found.event.data, createdAt: found.event.createdAt },
      };
    },

    // An endpoint switched off keeps its deliveries pending (without a time): a replay sends them.
    async park(organizationId: number, deliveryId: number): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
    },

    async record(
      organizationId: number,
      claimed: ClaimedDelivery,
      outcome: AttemptOutcome,
      now: Date,
      plan: FailurePlan,
    ): Promise<{ disabled: boolean }> {
      return db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          organizationId,
          deliveryId: claimed.deliveryId,
          attempt: claimed.attempt,
          statusCode: outcome.statusCode,
          durationMs: outcome.durationMs,
          responseSnippet: outcome.responseSnippet,
          error: outcome.error,
        });
        const whereDelivery = and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, claimed.deliveryId));
        const whereEndpoint = and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, claimed.endpoint.id));
        if (outcome.succeeded) {
          await tx.update(webhookDeliveries).set({ status: 'succeeded', attempts: claimed.attempt, lastStatusCode: outcome.statusCode, nextAttemptAt: null, deliveredAt: now }).where(whereDelivery);
          await tx.update(webhookEndpoints).set({ consecutiveFailures: 0, failingSince: null }).where(whereEndpoint);
          return { disabled: false };
        }
        await tx
          .update(webhookDeliveries)
          .set({ status: plan.retryAt ? 'pending' : 'failed', attempts: claimed.attempt, lastStatusCode: outcome.statusCode, nextAttemptAt: plan.retryAt })
          .where(whereDelivery);
        if (plan.retryAt) await enqueueWebhookDelivery(tx, { organizationId, deliveryId: claimed.deliveryId, runAt: plan.retryAt, key: String(claimed.attempt) });
        const [endpoint] = await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
          .where(whereEndpoint)
          .returning();
        if (!endpoint || endpoint.status !== 'enabled' || !plan.disable({ consecutiveFailures: endpoint.consecutiveFailures, failingSince: endpoint.failingSince ?? now })) return { disabled: false };
        await tx.update(webhookEndpoints).set({ status: 'disabled', disabledReason: 'failing', updatedAt: now }).where(whereEndpoint);
        await writeAuditEntry(tx, {
          organizationId,
          actor: { kind: 'system', id: 'system', name: 'Webhook delivery' },
          action: 'webhook.disabled_after_failures',
          entityType: 'webhook',
          entityId: endpoint.id,
          after: { url: endpoint.url, consecutiveFailures: endpoint.consecutiveFailures, failingSince: endpoint.failingSince?.toISOString() ?? null, lastError: outcome.error },
        });
        const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
        const owners = await tx
          .select({ email: hostUsers.email, language: hostUsers.language })
          .from(organizationMembers)
          .innerJoin(hostUsers, eq(hostUsers.id, organizationMembers.userId))
          .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')));
        for (const owner of owners) {
          const message = plan.ownerEmail({ organizationName: organization?.name ?? '', owner, url: endpoint.url, failures: endpoint.consecutiveFailures, lastError: outcome.error });
          await tx
            .insert(emailOutbox)
            .values({ ...message, organizationId, toAddress: owner.email, kind: 'webhook_disabled', dedupeKey: `webhook-disabled:${endpoint.id}:${now.getTime()}:${owner.email}` })
            .onConflictDoNothing();
        }
        return { disabled: true };
      });
    },
  };
}
