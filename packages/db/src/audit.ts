import type { Database } from './client.ts';
import { auditLog } from './schema/accounts.ts';

// Who made a host write: a signed-in person, an organization's own API client, or the platform.
export type AuditActor = { kind: 'user' | 'client' | 'system'; id: string; name: string };

export type AuditEntry = {
  organizationId: number;
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  requestId?: string | undefined;
};

// Every repository that writes for a host calls this inside the write's own transaction, so the
// log and the change are committed together or not at all.
export async function writeAuditEntry(executor: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
