import type { FieldError } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import type { LiveAllocation, Refusal } from './property-writes.ts';

// A refused write as its answer. Messages are English; each field error's reason is the code the
// console translates (the message carries what no catalogue can: booking codes and dates).

export type Subject = 'property' | 'unit type' | 'unit';

const problemTexts = {
  no_active_unit: { field: 'units', message: 'Add at least one active unit.' },
  no_rates: { field: 'rates', message: 'Set rates for the coming nights of an active unit type.' },
} as const;

// "LS-7K3Q9P 2026-04-10 → 2026-04-13 (stay)": codes and ISO dates read the same in every language.
export function staysText(stays: readonly LiveAllocation[]): string {
  return stays.map((stay) => `${stay.code ?? '—'} ${stay.starts_on} → ${stay.ends_on} (${stay.kind})`).join(', ');
}

export const invalidField = (field: string, reason: string, message: string) =>
  new AppError('validation_failed', `The request is invalid; see fields.`, { fields: [{ field, reason, message }] });

export function refusalError(refusal: Refusal | { reason: 'capacity' }, subject: Subject): AppError {
  const conflict = (message: string, fields: FieldError[]) => new AppError('conflict', message, { fields });
  switch (refusal.reason) {
    case 'not_found':
      return new AppError('not_found', `No such ${subject}.`);
    case 'stale':
      return staleWrite(subject);
    case 'slug_taken': {
      const message = 'Another property already uses this address; choose another slug.';
      return conflict(message, [{ field: 'slug', reason: 'taken', message }]);
    }
    case 'route_taken': {
      const message = 'Another property already has this address in that city; change the slug first.';
      return conflict(message, [{ field: 'cityId', reason: 'route_taken', message }]);
    }
    case 'rates_exist': {
      const message = 'This property has rates in its currency; the currency can’t change while they exist.';
      return conflict(message, [{ field: 'currency', reason: 'rates_exist', message }]);
    }
    case 'not_publishable': {
      const fields = refusal.problems.map((problem) => ({ field: problemTexts[problem].field, reason: problem, message: problemTexts[problem].message }));
      return conflict(`The property can’t be published yet: ${fields.map((field) => field.message).join(' ')}`, fields);
    }
    case 'live_stays': {
      const list = staysText(refusal.stays);
      return conflict(`This ${subject} has current or future stays or holds: ${list}. Move or cancel them first.`, [{ field: 'stays', reason: 'live_stays', message: list }]);
    }
    case 'has_bookings': {
      const { count } = refusal;
      const message = `${count} booking${count === 1 ? '' : 's'}`;
      const advice = subject === 'property' ? 'unpublish it instead' : 'deactivate it instead';
      return conflict(`This ${subject} has bookings (${message}), which keep it for their records; ${advice}.`, [{ field: 'bookings', reason: 'has_bookings', message }]);
    }
    case 'in_use': {
      const message = `Other records (reviews, for instance) still refer to this ${subject}.`;
      return conflict(message, [{ field: 'bookings', reason: 'in_use', message }]);
    }
    case 'capacity':
      return invalidField('maxOccupancy', 'capacity', 'The capacity is not consistent: adults and the guests included must not exceed the maximum occupancy.');
  }
}
