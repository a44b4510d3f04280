import { properties, sqlStateOf, units, unitTypes, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { UnitTypeInput } from '@direct/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bookingCount, deleting, liveAllocations, refuse, touchProperty, type Executor, type WriteOutcome } from './property-writes.ts';

// A property's unit types and units. Taking a unit (or a whole type) out of service while a guest
// holds or has a stay on it that has not ended is refused: the booking would lose its room.

export type HostUnitsRepository = ReturnType<typeof createHostUnitsRepository>;
export type UnitTypeRecord = typeof unitTypes.$inferSelect;
export type UnitRecord = typeof units.$inferSelect;

type Scope = { organizationId: number; propertyId: number; actor: AuditActor };

// The check constraint (unit_types_occupancy) is the last word if the service's rules were passed by.
const capacityViolation = (error: unknown) => sqlStateOf(error) === '23514';

async function propertyExists(tx: Executor, organizationId: number, propertyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)));
  return Boolean(row);
}

async function lockUnitType(tx: Executor, scope: Scope, unitTypeId: number) {
  const [row] = await tx
    .select()
    .from(unitTypes)
    .where(and(eq(unitTypes.organizationId, scope.organizationId), eq(unitTypes.propertyId, scope.propertyId), eq(unitTypes.id, unitTypeId)))
    .for('update');
  return row ?? null;
}

async function lockUnit(tx: Executor, scope: Scope, unitId: number) {
  const [row] = await tx
    .select()
    .from(units)
    .where(and(eq(units.organizationId, scope.organizationId), eq(units.propertyId, scope.propertyId), eq(units.id, unitId)))
    .for('update');
  return row ?? null;
}

function withCapacityCheck<T>(run: () => Promise<WriteOutcome<T>>): Promise<WriteOutcome<T> | { ok: false; reason: 'capacity' }> {
  return run().catch((error: unknown) => {
    if (capacityViolation(error)) return { ok: false as const, reason: 'capacity' as const };
    throw error;
  });
}

export function createHostUnitsRepository(db: Database) {
  return {
    async createUnitType(scope: Scope, input: UnitTypeInput) {
      return withCapacityCheck(() =>
        db.transaction(async (tx): Promise<WriteOutcome<UnitTypeRecord>> => {
          if (!(await propertyExists(tx, scope.organizationId, scope.propertyId))) return refuse({ reason: 'not_found' });
          const [created] = await tx
            .insert(unitTypes)
            .values({ organizationId: scope.organizationId, propertyId: scope.propertyId, ...input })
            .returning();
          await touchProperty(tx, scope.organizationId, scope.propertyId);
          await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit_type.created', entityType: 'unit_type', entityId: created!.id, after: { propertyId: scope.propertyId, ...input } });
          return { ok: true, value: created! };
        }),
      );
    },

    async updateUnitType(scope: Scope, unitTypeId: number, version: number, input: UnitTypeInput & { isActive: boolean }, today: string) {
      return withCapacityCheck(() =>
        db.transaction(async (tx): Promise<WriteOutcome<UnitTypeRecord>> => {
          const before = await lockUnitType(tx, scope, unitTypeId);
          if (!before) return refuse({ reason: 'not_found' });
          if (before.version !== version) return refuse({ reason: 'stale' });
          if (before.isActive && !input.isActive) {
            const stays = await liveAllocations(tx, scope.organizationId, { unitTypeId }, today);
            if (stays.length > 0) return refuse({ reason: 'live_stays', stays });
          }
          const [updated] = await tx
            .update(unitTypes)
            .set({ ...input, version: sql`${unitTypes.version} + 1` })
            .where(and(eq(unitTypes.id, unitTypeId), eq(unitTypes.version, version)))
            .returning();
          await touchProperty(tx, scope.organizationId, scope.propertyId);
          const { id: _id, organizationId: _o, createdAt: _c, version: _v, ...previous } = before;
          await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit_type.updated', entityType: 'unit_type', entityId: unitTypeId, before: previous, after: input });
          return { ok: true, value: updated! };
        }),
      );
    },

    // Its units go with it; refused while any booking names the type (bookings keep their unit type).
    async deleteUnitType(scope: Scope, unitTypeId: number, today: string): Promise<WriteOutcome> {
      return deleting(() =>
        db.transaction(async (tx): Promise<WriteOutcome> => {
          const before = await lockUnitType(tx, scope, unitTypeId);
          if (!before) return refuse({ reason: 'not_found' });
          const stays = await liveAllocations(tx, scope.organizationId, { unitTypeId }, today);
          if (stays.length > 0) return refuse({ reason: 'live_stays', stays });
          const count = await bookingCount(tx, scope.organizationId, { unitTypeId });
          if (count > 0) return refuse({ reason: 'has_bookings', count });
          await tx.delete(unitTypes).where(eq(unitTypes.id, unitTypeId));
          await touchProperty(tx, scope.organizationId, scope.propertyId);
          await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit_type.deleted', entityType: 'unit_type', entityId: unitTypeId, before: { propertyId: scope.propertyId, name: before.name } });
          return { ok: true, value: null };
        }),
      );
    },

    async createUnit(scope: Scope, unitTypeId: number, name: string): Promise<WriteOutcome<UnitRecord>> {
      return db.transaction(async (tx): Promise<WriteOutcome<UnitRecord>> => {
        const unitType = await lockUnitType(tx, scope, unitTypeId);
        if (!unitType) return refuse({ reason: 'not_found' });
        const [created] = await tx.insert(units).values({ organizationId: scope.organizationId, propertyId: scope.propertyId, unitTypeId, name }).returning();
        await touchProperty(tx, scope.organizationId, scope.propertyId);
        await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit.created', entityType: 'unit', entityId: created!.id, after: { propertyId: scope.propertyId, unitTypeId, name } });
        return { ok: true, value: created! };
      });
    },

    async updateUnit(scope: Scope, unitId: number, version: number, change: { name?: string | undefined; isActive?: boolean | undefined }, today: string): Promise<WriteOutcome<UnitRecord>> {
      return db.transaction(async (tx): Promise<WriteOutcome<UnitRecord>> => {
        const before = await lockUnit(tx, scope, unitId);
        if (!before) return refuse({ reason: 'not_found' });
        if (before.version !== version) return refuse({ reason: 'stale' });
        const next = { name: change.name ?? before.name, isActive: change.isActive ?? before.isActive };
        if (before.isActive && !next.isActive) {
          const stays = await liveAllocations(tx, scope.organizationId, { unitId }, today);
          if (stays.length > 0) return refuse({ reason: 'live_stays', stays });
        }
        const [updated] = await tx
          .update(units)
          .set({ ...next, version: sql`${units.version} + 1` })
          .where(and(eq(units.id, unitId), eq(units.version, version)))
          .returning();
        await touchProperty(tx, scope.organizationId, scope.propertyId);
        await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit.updated', entityType: 'unit', entityId: unitId, before: { name: before.name, isActive: before.isActive }, after: next });
        return { ok: true, value: updated! };
      });
    },

    // Past stays and the host's own blocks go with the unit; current and future ones refuse it.
    async deleteUnit(scope: Scope, unitId: number, today: string): Promise<WriteOutcome> {
      return deleting(() =>
        db.transaction(async (tx): Promise<WriteOutcome> => {
          const before = await lockUnit(tx, scope, unitId);
          if (!before) return refuse({ reason: 'not_found' });
          const stays = await liveAllocations(tx, scope.organizationId, { unitId }, today);
          if (stays.length > 0) return refuse({ reason: 'live_stays', stays });
          await tx.delete(units).where(eq(units.id, unitId));
          await touchProperty(tx, scope.organizationId, scope.propertyId);
          await writeAuditEntry(tx, { organizationId: scope.organizationId, actor: scope.actor, action: 'unit.deleted', entityType: 'unit', entityId: unitId, before: { propertyId: scope.propertyId, unitTypeId: before.unitTypeId, name: before.name } });
          return { ok: true, value: null };
        }),
      );
    },
  };
}
