import { sqlStateOf, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

// The one shape of every pricing write: in one transaction, read the row as it was (for the
// audit's "before" and to tell "missing" from "stale"), write it only if it still has the version
// the host read, and log before/after. Nothing half-written: the audit entry commits with the
// change or neither does.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// Reads that run inside a write's transaction or on their own.
export type Executor = Database | Transaction;

export type WriteOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'in_use'; count: number };

export type AuditTarget = { organizationId: number; actor: AuditActor; entityType: string };

export async function createAudited<T extends { id: number }>(db: Database, target: AuditTarget, insert: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const created = await insert(tx);
    await writeAuditEntry(tx, { ...target, action: `${target.entityType}.created`, entityId: created.id, after: created });
    return created;
  });
}

export async function updateVersioned<T extends { id: number }>(
  db: Database,
  target: AuditTarget,
  steps: { read: (tx: Transaction) => Promise<T | undefined>; write: (tx: Transaction) => Promise<T | undefined> },
): Promise<WriteOutcome<T>> {
  return db.transaction(async (tx) => {
    const before = await steps.read(tx);
    if (!before) return { ok: false, reason: 'not_found' };
    // The write names the version the host read; no row written means someone else wrote first.
    const after = await steps.write(tx);
    if (!after) return { ok: false, reason: 'stale' };
    await writeAuditEntry(tx, { ...target, action: `${target.entityType}.updated`, entityId: after.id, before, after });
    return { ok: true, value: after };
  });
}

export async function deleteVersioned<T extends { id: number; version: number }>(
  db: Database,
  target: AuditTarget,
  expectedVersion: number | undefined,
  steps: { read: (tx: Transaction) => Promise<T | undefined>; uses?: (executor: Executor) => Promise<number>; remove: (tx: Transaction, version: number) => Promise<boolean> },
): Promise<WriteOutcome<T>> {
  try {
    return await db.transaction(async (tx): Promise<WriteOutcome<T>> => {
      const before = await steps.read(tx);
      if (!before) return { ok: false, reason: 'not_found' };
      if (expectedVersion !== undefined && before.version !== expectedVersion) return { ok: false, reason: 'stale' };
      const count = steps.uses ? await steps.uses(tx) : 0;
      if (count > 0) return { ok: false, reason: 'in_use', count };
      if (!(await steps.remove(tx, before.version))) return { ok: false, reason: 'stale' };
      await writeAuditEntry(tx, { ...target, action: `${target.entityType}.deleted`, entityId: before.id, before });
      return { ok: true, value: before };
    });
  } catch (error) {
    // A booking took the row between the count and the delete: the foreign key refused it.
    if (sqlStateOf(error) === '23503' && steps.uses) return { ok: false, reason: 'in_use', count: Math.max(1, await steps.uses(db)) };
    throw error;
  }
}
