import type { HostBlock } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { addDays, utcDateOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import type { BlockReason, BlockRow, BlocksRepository, Conflict } from './blocks.repository.ts';
import type { RatesCalendarRepository } from './rates-calendar.repository.ts';

// Blocks: a unit kept off sale for an owner stay, maintenance or another reason. The database's
// exclusion constraint decides overlaps; a refusal names what is already there.

export type BlocksService = ReturnType<typeof createBlocksService>;

const view = (row: BlockRow): HostBlock => ({
  id: row.id,
  unit: { id: row.unit_id, name: row.unit_name, unitTypeId: row.unit_type_id, unitTypeName: row.unit_type_name },
  from: row.starts_on,
  to: row.ends_on,
  reason: row.block_reason,
  note: row.note,
});

function describe(conflict: Conflict): string {
  const what = conflict.kind === 'stay' ? `booking ${conflict.booking_code}` : conflict.kind === 'hold' ? `booking ${conflict.booking_code} (awaiting payment)` : 'another block';
  return `${what} from ${conflict.starts_on} to ${conflict.ends_on}`;
}

export function createBlocksService(options: {
  repository: BlocksRepository;
  properties: Pick<RatesCalendarRepository, 'property'>;
  holds: Pick<BookingMaintenance, 'releaseExpiredHolds'>;
  now: () => Date;
}) {
  const { repository, properties, holds, now } = options;

  async function requireProperty(organizationId: number, propertyId: number) {
    if (!(await properties.property(organizationId, propertyId))) throw new AppError('not_found', 'No such property.');
  }

  return {
    async list(organizationId: number, propertyId: number, query: { from?: string | undefined; to?: string | undefined }) {
      await requireProperty(organizationId, propertyId);
      const from = query.from ?? utcDateOf(now());
      const to = query.to ?? addDays(from, 3 * 366);
      return { data: (await repository.blocks(organizationId, propertyId, from, to)).map(view) };
    },

    async create(organizationId: number, propertyId: number, input: { unitId: number; from: string; to: string; reason: BlockReason; note: string | null }, actor: AuditActor) {
      await requireProperty(organizationId, propertyId);
      const unit = await repository.unit(organizationId, propertyId, input.unitId);
      if (!unit) {
        throw new AppError('validation_failed', 'No such unit on this property.', { fields: [{ field: 'unitId', reason: 'not_found', message: 'No such unit on this property.' }] });
      }
      if (input.to <= addDays(utcDateOf(now()), -1)) {
        throw new AppError('validation_failed', 'A block must end after today.', { fields: [{ field: 'to', reason: 'in_past', message: 'A block must end after today.' }] });
      }
      // Unpaid holds that lapsed still count for the constraint until released.
      await holds.releaseExpiredHolds(now());
      const created = await repository.create(organizationId, unit, input, actor);
      if (!created.ok) {
        const message = `The unit is not free on those nights: ${created.conflicts.map(describe).join('; ') || 'it was just taken'}.`;
        throw new AppError('conflict', message, { fields: [{ field: 'from', reason: 'unavailable', message }] });
      }
      return view((await repository.block(organizationId, created.id))!);
    },

    async release(organizationId: number, blockId: number, actor: AuditActor) {
      if (!(await repository.release(organizationId, blockId, actor, now()))) throw new AppError('not_found', 'No such block.');
    },
  };
}
