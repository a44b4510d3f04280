import type { ApiError } from '@direct/api-client';
import { formFailureOf, keptValues } from '../../lib/forms/form-failure.server.ts';
import type { PropertyFailure } from './property-errors.ts';

// Refusals the API explains beyond one field: someone else's newer change, bookings that a change
// would break, what publishing still needs. Their detail (booking codes and dates) comes along.
const refusalReasons = new Set(['stale', 'live_stays', 'has_bookings', 'in_use', 'no_active_unit', 'no_rates']);

// An API refusal of a property form: field errors next to their fields, refusals in the summary,
// and what the host typed, to show again. Other errors go on to the error page.
export function propertyFailureOf(error: unknown, form: FormData, fields: readonly string[], intent: string, target = ''): PropertyFailure {
  const failure = formFailureOf(error, fields, keptValues(form, fields));
  const refusals = (error as ApiError).fields.filter((field) => refusalReasons.has(field.reason)).map((field) => ({ reason: field.reason, detail: field.message }));
  return { ...failure, intent, target, refusals };
}

export const failureStatus = (failure: PropertyFailure) => (failure.refusals.length > 0 || failure.formError === 'conflict' ? 409 : 400);
