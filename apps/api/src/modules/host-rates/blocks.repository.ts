import { sql } from 'drizzle-orm';
import { queryRows, sqlStateOf, unitAllocations, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

// Owner stays, maintenance and other blocks: allocations of kind 'block' under the same GiST
// exclusion constraint as stays and holds, so a block can never overlap a booking.

export type BlockReason = 'owner_stay' | 'maintenance' | 'other' | 'channel';
export type BlockRow = { id: number; unit_id: number; unit_name: string; unit_type_id: number; unit_type_name: string; starts_on: string; ends_on: string; block_reason: BlockReason; note: string | null };
export type UnitRow = { id: number; unit_type_id: number };
export type Conflict = { kind: 'hold' | 'stay' | 'block'; starts_on: string; ends_on: string; booking_code: string | null };

// Same key space as the bookings' hold: allocation attempts on one unit type take turns.
const allocationLockSpace = 74_001;

const blockColumns = sql`a.id, a.unit_id, u.name as unit_name, u.unit_type_id, ut.name as unit_type_name, a.starts_on::text as starts_on,
  a.ends_on::text as ends_on, a.block_reason, a.note`;

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;

export function createBlocksRepository(db: Database) {
  async function blockById(organizationId: number, blockId: number): Promise<BlockRow | undefined> {
    const [row] = await queryRows<BlockRow>(
      db,
      sql`select ${blockColumns} from unit_allocations a join units u on u.id = a.unit_id join unit_types ut on ut.id = u.unit_type_id
          where a.organization_id = ${organizationId} and a.id = ${blockId} and a.kind = 'block' and a.released_at is null`,
    );
    return row;
  }

  return {
    block: blockById,

    // Live blocks of the property's units ending after `from` and starting by `to`.
    async blocks(organizationId: number, propertyId: number, from: string, to: string): Promise<BlockRow[]> {
      return queryRows<BlockRow>(
        db,
        sql`select ${blockColumns} from unit_allocations a join units u on u.id = a.unit_id join unit_types ut on ut.id = u.unit_type_id
            where a.organization_id = ${organizationId} and u.organization_id = ${organizationId} and u.property_id = ${propertyId}
              and a.kind = 'block' and a.released_at is null and a.ends_on > ${from}::date and a.starts_on <= ${to}::date
            order by a.starts_on, u.name, a.id`,
      );
    },

    async unit(organizationId: number, propertyId: number, unitId: number): Promise<UnitRow | undefined> {
      const [row] = await queryRows<UnitRow>(db, sql`select id, unit_type_id from units where organization_id = ${organizationId} and property_id = ${propertyId} and id = ${unitId}`);
      return row;
    },

    // The block, or what is already on the unit on those nights (the constraint refused it).
    async create(
      organizationId: number,
      unit: UnitRow,
      input: { from: string; to: string; reason: BlockReason; note: string | null },
      actor: AuditActor,
    ): Promise<{ ok: true; id: number } | { ok: false; conflicts: Conflict[] }> {
      try {
        const id = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${allocationLockSpace}::int, ${unit.unit_type_id}::int)`);
          const [row] = await tx
            .insert(unitAllocations)
            .values({ organizationId, unitId: unit.id, kind: 'block', startsOn: input.from, endsOn: input.to, blockReason: input.reason, note: input.note })
            .returning({ id: unitAllocations.id });
          await writeAuditEntry(tx, { organizationId, actor, action: 'block.created', entityType: 'unit_allocation', entityId: row!.id, after: { unitId: unit.id, ...input } });
          return row!.id;
        });
        return { ok: true, id };
      } catch (error) {
        if (sqlStateOf(error) !== '23P01') throw error;
        const conflicts = await queryRows<Conflict>(
          db,
          sql`select a.kind, a.starts_on::text as starts_on, a.ends_on::text as ends_on, b.code as booking_code
              from unit_allocations a left join bookings b on b.id = a.booking_id
              where a.organization_id = ${organizationId} and a.unit_id = ${unit.id} and a.released_at is null
                and a.starts_on < ${input.to}::date and a.ends_on > ${input.from}::date
              order by a.starts_on`,
        );
        return { ok: false, conflicts };
      }
    },

    async release(organizationId: number, blockId: number, actor: AuditActor, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<{ unit_id: number; starts_on: string; ends_on: string; block_reason: BlockReason; note: string | null }>(
          tx,
          // A channel's block is the channel's: it goes when the channel frees the nights (its feed).
          sql`update unit_allocations set released_at = ${now.toISOString()}::timestamptz
              where organization_id = ${organizationId} and id = ${blockId} and kind = 'block' and released_at is null
                and block_reason is distinct from 'channel'
              returning unit_id, starts_on::text as starts_on, ends_on::text as ends_on, block_reason, note`,
        );
        if (!before) return false;
        await writeAuditEntry(tx, { organizationId, actor, action: 'block.released', entityType: 'unit_allocation', entityId: blockId, before });
        return true;
      });
    },
  };
}
