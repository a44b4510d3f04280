import type { TFunction, TranslationKey } from '@direct/i18n/translator';
import { fieldErrorKey, isFormFailure } from './form-failure.ts';

// What the rates pages' actions answer, and the words for the API's reasons. Shared by the rates
// calendar, the rate plans and the cancellation policies pages (read in the browser too).

export type RatesFailure = {
  ok: false;
  intent: string;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
  // The API's own explanation of a refusal (e.g. which bookings use a plan), shown under ours.
  detail?: string;
  // An import's problems, by row and column.
  rows?: { row: number; column: string; reason: string }[];
};
export type RatesSuccess = { ok: true; intent: string; count?: number; skipped?: number };
export type RatesResult = RatesSuccess | RatesFailure;

const ownReasons = [
  'below_min_stay',
  'in_use',
  'cycle',
  'has_derived',
  'has_past_bookings',
  'refund_increases_late',
  'duplicate',
  'not_allowed',
  'in_past',
  'too_far',
  'no_dates',
  'unavailable',
  'invalid_range',
  'range_too_long',
  'not_found',
  'stale',
] as const;

export function reasonText(t: TFunction, field: string, reason: string): string {
  if ((ownReasons as readonly string[]).includes(reason)) return t(`consoleRates.errors.${reason as (typeof ownReasons)[number]}`);
  return t(fieldErrorKey(field, reason));
}

const csvReasons: Record<string, TranslationKey> = {
  malformed: 'consoleRates.errors.malformed',
  header: 'consoleRates.errors.header',
  column_count: 'consoleRates.errors.column_count',
  invalid_date: 'consoleRates.errors.invalid_date',
  out_of_range: 'consoleRates.errors.out_of_range',
  invalid_price: 'consoleRates.errors.invalid_price',
  invalid_number: 'consoleRates.errors.invalid_number',
  invalid_boolean: 'consoleRates.errors.invalid_boolean',
  below_min_stay: 'consoleRates.errors.below_min_stay',
  duplicate: 'consoleRates.errors.csv_duplicate',
  not_found: 'consoleRates.errors.csv_not_found',
};

export function csvReasonText(t: TFunction, reason: string): string {
  return t(csvReasons[reason] ?? 'consoleRates.errors.csv_invalid');
}

// The translated error of one field of a failed post of this intent, if it has one.
export function fieldErrorOf(t: TFunction, result: unknown, intent: string): (field: string) => string | undefined {
  return (field) => {
    if (!isFormFailure(result) || (result as RatesFailure).intent !== intent) return undefined;
    const reason = result.fieldErrors[field];
    return reason ? reasonText(t, field, reason) : undefined;
  };
}

export function failureOf(result: unknown, intent: string): RatesFailure | undefined {
  return isFormFailure(result) && (result as RatesFailure).intent === intent ? (result as RatesFailure) : undefined;
}
