import type { TFunction, TranslationKey } from '@direct/i18n/translator';
import { fieldErrorKey, isFormFailure, type FormFailure } from '../../lib/forms/form-failure.ts';

// A property form's refusal as its action returns it (read in the browser too): which form
// (intent, target), field errors, refusals with their details, and what was typed.
export type PropertyFailure = FormFailure & { intent: string; target: string; refusals: { reason: string; detail: string }[] };

export function isPropertyFailure(value: unknown): value is PropertyFailure {
  return isFormFailure(value) && Array.isArray((value as { refusals?: unknown }).refusals);
}

// The failure of the form named by intent (and target), if the last post was that form's.
export function failureFor(result: unknown, intent: string, target = ''): PropertyFailure | undefined {
  return isPropertyFailure(result) && result.intent === intent && result.target === target ? result : undefined;
}

const ownReasons = new Set(['not_found', 'not_in_city', 'above_max_occupancy', 'above_adults_and_children', 'taken', 'route_taken', 'rates_exist']);
const numberFields = new Set(['maxAdults', 'maxChildren', 'maxOccupancy', 'baseOccupancy', 'bedrooms', 'bathrooms', 'beds', 'sizeM2']);
const numberReasons = new Set(['too_small', 'too_big', 'invalid_type', 'required']);

// The text for a field's reason; the property forms say more than the console's generic texts.
export function propertyFieldErrorKey(field: string, reason: string): TranslationKey {
  if (ownReasons.has(reason)) return `consoleProperties.errors.${reason}` as TranslationKey;
  if (field === 'slug' && reason === 'invalid_format') return 'consoleProperties.errors.slugFormat';
  if ((field === 'checkInTime' || field === 'checkOutTime') && reason !== 'required') return 'consoleProperties.errors.time';
  if ((field === 'latitude' || field === 'longitude') && reason !== 'required') return 'consoleProperties.errors.coordinate';
  if (numberFields.has(field) && numberReasons.has(reason) && reason !== 'required') return 'consoleProperties.errors.number';
  return fieldErrorKey(field, reason);
}

// A refusal in the host's words: what publishing needs, or why the change would break a booking.
export function refusalText(t: TFunction, refusal: { reason: string; detail: string }): string {
  if (refusal.reason === 'no_active_unit' || refusal.reason === 'no_rates') return t(`consoleProperties.problems.${refusal.reason}`);
  if (refusal.reason === 'live_stays' || refusal.reason === 'has_bookings') return t(`consoleProperties.refusals.${refusal.reason}`, { detail: refusal.detail });
  if (refusal.reason === 'in_use' || refusal.reason === 'stale') return t(`consoleProperties.refusals.${refusal.reason}`);
  return refusal.detail;
}
