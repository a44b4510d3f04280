import { z } from 'zod';
import { stayLengthProblems } from '@direct/domain/rate-rules';
import { IdParam } from './catalog-query.ts';
import { maxRatesCalendarDays, maxStayLimit, RateDate } from './host-rates.ts';
import { JsonId, jsonInteger } from './numbers.ts';

// The bulk rates-and-availability API (ARI) for channel managers and pricing tools (issue 13,
// part 4): many unit types, rate plans and date ranges in one call, all or nothing. Called with
// an organization's own API key (its organization is implied) or by the console with a signed-in
// host (then `organizationId` is required). Nights are as stored: a date's row prices the night
// that starts on it.

const day = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day);

// One update: a unit type's rate plan over [from, to] (both nights included), on some weekdays.
export const AriUpdate = z
  .object({
    unitTypeId: JsonId,
    ratePlanId: JsonId,
    from: RateDate,
    to: RateDate,
    // ISO weekdays (1 = Monday … 7 = Sunday); every day when absent.
    weekdays: z.array(jsonInteger(1, 7)).min(1).max(7).optional(),
    priceMinor: jsonInteger(1, 100_000_000).optional(),
    minStay: jsonInteger(1, maxStayLimit).optional(),
    // null clears the maximum.
    maxStay: jsonInteger(1, maxStayLimit).nullable().optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
    stopSell: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from', params: { reason: 'invalid_range' } });
    else if (days >= 3 * 366) context.addIssue({ code: 'custom', path: ['to'], message: 'spans at most 1098 days', params: { reason: 'range_too_long' } });
    const { priceMinor, minStay, maxStay, closedToArrival, closedToDeparture, stopSell } = value;
    if ([priceMinor, minStay, maxStay, closedToArrival, closedToDeparture, stopSell].every((entry) => entry === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'Set at least one value.', params: { reason: 'required' } });
    }
    for (const problem of stayLengthProblems(minStay, maxStay)) {
      context.addIssue({ code: 'custom', path: [...problem.path], message: problem.message, params: { reason: problem.reason } });
    }
  });
export type AriUpdate = z.infer<typeof AriUpdate>;

export const AriUpdateRequest = z
  .object({
    organizationId: JsonId.optional().describe('Required with a console session; an API key acts for its own organization'),
    updates: z.array(AriUpdate).min(1).max(2000),
  })
  .meta({ id: 'AriUpdateRequest' });
export type AriUpdateRequest = z.infer<typeof AriUpdateRequest>;

export const AriUpdateHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'must be at least 8 characters')
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('A retry with the same key and body answers the first result; the same key with another body → 422'),
});

export const AriUpdateResult = z
  .object({
    // Unit type × rate plan × night rows written.
    updated: z.number().int(),
    // Nights left alone: no stored row and no price given (a night can't be sold without one).
    skippedWithoutPrice: z.number().int(),
  })
  .meta({ id: 'AriUpdateResult' });
export type AriUpdateResult = z.infer<typeof AriUpdateResult>;

const IdsParam = z
  .union([z.string(), z.array(z.string()).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(IdParam));

export const AriQuery = z
  .object({
    organizationId: IdParam.optional().describe('Required with a console session; an API key acts for its own organization'),
    from: RateDate,
    to: RateDate.describe(`Last night, included (at most ${maxRatesCalendarDays} days)`),
    'unitTypeId[]': IdsParam.optional().describe('Only these unit types (repeat the key); all active ones when absent'),
    'ratePlanId[]': IdsParam.optional().describe('Only these rate plans (repeat the key); all when absent'),
  })
  .superRefine((value, context) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from', params: { reason: 'invalid_range' } });
    else if (days >= maxRatesCalendarDays) context.addIssue({ code: 'custom', path: ['to'], message: `spans at most ${maxRatesCalendarDays} days`, params: { reason: 'range_too_long' } });
  });

// Columnar, one entry per date (as the rates calendar): a year × 20 unit types stays small.
const AriRates = z.object({
  ratePlanId: z.number().int(),
  // The plan's own stored values; null where it has no row (a derived plan then follows its parent).
  priceMinor: z.array(z.number().int().nullable()),
  minStay: z.array(z.number().int().nullable()),
  maxStay: z.array(z.number().int().nullable()),
  closedToArrival: z.array(z.boolean().nullable()),
  closedToDeparture: z.array(z.boolean().nullable()),
  stopSell: z.array(z.boolean().nullable()),
});

export const AriSnapshot = z
  .object({
    organizationId: z.number().int(),
    dates: z.array(z.string()),
    unitTypes: z.array(
      z.object({
        id: z.number().int(),
        propertyId: z.number().int(),
        name: z.string(),
        // Active units, and per night those not booked, held or blocked.
        units: z.number().int(),
        available: z.array(z.number().int()),
        ratePlans: z.array(AriRates),
      }),
    ),
  })
  .meta({ id: 'AriSnapshot' });
export type AriSnapshot = z.infer<typeof AriSnapshot>;
