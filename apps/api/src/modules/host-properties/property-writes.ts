import { properties, queryRows, sqlStateOf, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import { and, eq, sql } from 'drizzle-orm';

// The frame every property write shares: lock the row, check the version the host's edit was
// based on, make the change, bump the version and write the audit entry, all in one transaction.

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type PropertyRecord = typeof properties.$inferSelect;

export type LiveAllocation = { kind: 'stay' | 'hold'; starts_on: string; ends_on: string; code: string | null };

// Why a write did not happen; the service turns each into its answer.
export type Refusal =
  | { reason: 'not_found' | 'stale' | 'slug_taken' | 'route_taken' | 'rates_exist' }
  | { reason: 'not_publishable'; problems: ('no_active_unit' | 'no_rates')[] }
  | { reason: 'live_stays'; stays: LiveAllocation[] }
  | { reason: 'has_bookings'; count: number }
  // Other records (reviews, for instance) still point at it.
  | { reason: 'in_use' };
export type WriteOutcome<T = null> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const refuse = <R extends Refusal>(refusal: R): { ok: false } & R => ({ ok: false, ...refusal });

export type PropertyChange = {
  action: string;
  // Answers what the audit log records, or a refusal (the transaction is then rolled back).
  apply: (tx: Executor, before: PropertyRecord) => Promise<{ before: unknown; after: unknown } | ({ ok: false } & Refusal)>;
};

// Thrown inside the transaction so it rolls back; caught just outside it.
class Refused extends Error {
  readonly refusal: { ok: false } & Refusal;
  constructor(refusal: { ok: false } & Refusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

export async function writeProperty(
  db: Database,
  target: { organizationId: number; propertyId: number; version: number; actor: AuditActor },
  change: PropertyChange,
): Promise<WriteOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(properties)
        .where(and(eq(properties.organizationId, target.organizationId), eq(properties.id, target.propertyId)))
        .for('update');
      if (!before) return refuse({ reason: 'not_found' });
      if (before.version !== target.version) return refuse({ reason: 'stale' });
      const result = await change.apply(tx, before);
      if ('ok' in result) throw new Refused(result);
      await tx
        .update(properties)
        .set({ version: sql`${properties.version} + 1`, updatedAt: new Date() })
        .where(and(eq(properties.id, target.propertyId), eq(properties.version, target.version)));
      await writeAuditEntry(tx, {
        organizationId: target.organizationId,
        actor: target.actor,
        action: change.action,
        entityType: 'property',
        entityId: target.propertyId,
        before: result.before,
        after: result.after,
      });
      return { ok: true as const, value: null };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

// Stays and holds that have not ended (departures today included) on the given units.
export async function liveAllocations(tx: Executor, organizationId: number, unitScope: { unitId?: number; unitTypeId?: number; propertyId?: number }, today: string): Promise<LiveAllocation[]> {
  const scope = unitScope.unitId
    ? sql`a.unit_id = ${unitScope.unitId}`
    : unitScope.unitTypeId
      ? sql`a.unit_id in (select id from units where unit_type_id = ${unitScope.unitTypeId})`
      : sql`a.unit_id in (select id from units where property_id = ${unitScope.propertyId ?? 0})`;
  return queryRows<LiveAllocation>(
    tx,
    sql`select a.kind, a.starts_on::text as starts_on, a.ends_on::text as ends_on, b.code
        from unit_allocations a left join bookings b on b.id = a.booking_id
        where a.organization_id = ${organizationId} and ${scope} and a.released_at is null
          and a.kind in ('stay', 'hold') and a.ends_on >= ${today}::date
        order by a.starts_on, a.id limit 20`,
  );
}

// Bookings of any status that name the property or unit type (they keep it from being deleted).
export async function bookingCount(tx: Executor, organizationId: number, scope: { propertyId?: number; unitTypeId?: number }): Promise<number> {
  const where = scope.unitTypeId ? sql`unit_type_id = ${scope.unitTypeId}` : sql`property_id = ${scope.propertyId ?? 0}`;
  const [row] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from bookings where organization_id = ${organizationId} and ${where}`);
  return row?.total ?? 0;
}

// The property changed without a version of its own changing (its units): the list's "updated".
export async function touchProperty(tx: Executor, organizationId: number, propertyId: number): Promise<void> {
  await tx.update(properties).set({ updatedAt: new Date() }).where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)));
}

// A delete that other records still reference (23503) is refused, not a 500.
export async function deleting(run: () => Promise<WriteOutcome>): Promise<WriteOutcome> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23503') return refuse({ reason: 'in_use' });
    throw error;
  }
}
