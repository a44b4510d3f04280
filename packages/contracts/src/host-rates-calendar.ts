import { z } from 'zod';
import { stayLengthProblems } from '@direct/domain/rate-rules';
import { IdParam } from './catalog-query.ts';
import { JsonId, jsonInteger } from './numbers.ts';
import { blockReasonValues, hostBlockReasonValues, maxRatesCalendarDays, maxStayLimit, RateDate } from './host-rates.ts';

// The rates-and-availability calendar, its bulk update, blocks and the CSV of rates.

const day = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day);

function checkSpan(value: { from: string; to: string }, context: z.core.$RefinementCtx, maxDays: number) {
  const days = daysBetween(value.from, value.to);
  if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from', params: { reason: 'invalid_range' } });
  else if (days >= maxDays) context.addIssue({ code: 'custom', path: ['to'], message: `spans at most ${maxDays} days`, params: { reason: 'range_too_long' } });
}

// Unit types to show (one value or the key repeated); all of the property's active ones when absent.
const UnitTypeIdsParam = z
  .union([z.string(), z.array(z.string()).max(200)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z.array(z.string()).refine((values) => values.every((value) => IdParam.safeParse(value).success), {
      message: 'must be unit type ids (whole numbers from 1)',
      params: { reason: 'invalid_id' },
    }),
  )
  .transform((values) => values.map(Number));

export const RatesCalendarQuery = z
  .object({
    ratePlanId: IdParam.describe('The rate plan whose prices and restrictions to show'),
    from: RateDate.describe('First date, YYYY-MM-DD'),
    to: RateDate.describe(`Last date, included (at most ${maxRatesCalendarDays} days)`),
    'unitTypeId[]': UnitTypeIdsParam.optional().describe('Only these unit types (repeat the key)'),
  })
  .superRefine((value, context) => checkSpan(value, context, maxRatesCalendarDays));

export const allocationKindValues = ['hold', 'stay', 'block'] as const;

export const CalendarAllocation = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  kind: z.enum(allocationKindValues),
  // Nights from `from` up to the night before `to`.
  from: z.string(),
  to: z.string(),
  bookingCode: z.string().nullable(),
  blockReason: z.enum(blockReasonValues).nullable(),
  note: z.string().nullable(),
});

// Per unit type, one entry per date of `dates` in each list (columns, not a row per day: a year
// of 20 unit types is 7,300 cells).
export const CalendarUnitType = z.object({
  id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  // own: the plan's own row; derived: from the parent plan (price changed by its percentage); none: no rate.
  source: z.array(z.enum(['own', 'derived', 'none'])),
  priceMinor: z.array(z.number().int().nullable()),
  minStay: z.array(z.number().int().nullable()),
  maxStay: z.array(z.number().int().nullable()),
  closedToArrival: z.array(z.boolean()),
  closedToDeparture: z.array(z.boolean()),
  stopSell: z.array(z.boolean()),
  // Units taken that night by a confirmed stay, an unpaid hold, a block.
  booked: z.array(z.number().int()),
  held: z.array(z.number().int()),
  blocked: z.array(z.number().int()),
  allocations: z.array(CalendarAllocation),
});

export const RatesCalendar = z
  .object({
    property: z.object({ id: z.number().int(), name: z.string(), currency: z.string() }),
    ratePlan: z.object({ id: z.number().int(), name: z.string(), parentRatePlanId: z.number().int().nullable(), derivedPercent: z.number().nullable() }),
    dates: z.array(z.string()),
    unitTypes: z.array(CalendarUnitType),
  })
  .meta({ id: 'RatesCalendar' });
export type RatesCalendar = z.infer<typeof RatesCalendar>;

const DateSpan = z.object({ from: RateDate, to: RateDate }).superRefine((value, context) => checkSpan(value, context, 3 * 366));

// What a bulk update sets; absent fields keep their value. maxStay null clears the maximum.
export const RateValues = z
  .object({
    priceMinor: jsonInteger(1, 100_000_000).optional(),
    minStay: jsonInteger(1, maxStayLimit).optional(),
    maxStay: jsonInteger(1, maxStayLimit).nullable().optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
    stopSell: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (Object.values(value).every((entry) => entry === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'Set at least one value.', params: { reason: 'required' } });
    }
    for (const problem of stayLengthProblems(value.minStay, value.maxStay)) {
      context.addIssue({ code: 'custom', path: [...problem.path], message: problem.message, params: { reason: problem.reason } });
    }
  });
export type RateValues = z.infer<typeof RateValues>;

export const BulkRateUpdateRequest = z
  .object({
    ratePlanId: JsonId,
    unitTypeIds: z.array(JsonId).min(1).max(200),
    ranges: z.array(DateSpan).min(1).max(50),
    // ISO weekdays the change applies to (1 = Monday … 7 = Sunday); every day when absent.
    weekdays: z.array(jsonInteger(1, 7)).min(1).max(7).optional(),
    set: RateValues,
  })
  .meta({ id: 'BulkRateUpdateRequest' });
export type BulkRateUpdateRequest = z.infer<typeof BulkRateUpdateRequest>;

export const BulkRateUpdateResult = z
  .object({
    // Unit type × date rows written.
    updated: z.number().int(),
    // Dates left alone: no price of their own or from a parent plan, and none given.
    skippedWithoutPrice: z.number().int(),
  })
  .meta({ id: 'BulkRateUpdateResult' });

export const BlocksQuery = z.object({ from: RateDate.optional(), to: RateDate.optional() });

export const CreateBlockRequest = z
  .object({
    unitId: JsonId,
    // The first night blocked and the day it ends (like a stay's check-in and check-out).
    from: RateDate,
    to: RateDate,
    reason: z.enum(hostBlockReasonValues),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((value, context) => {
    const nights = daysBetween(value.from, value.to);
    if (nights < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'must be after from', params: { reason: 'invalid_range' } });
    else if (nights > 366) context.addIssue({ code: 'custom', path: ['to'], message: 'a block lasts at most 366 nights', params: { reason: 'range_too_long' } });
  })
  .meta({ id: 'CreateBlockRequest' });

export const HostBlock = z
  .object({
    id: z.number().int(),
    unit: z.object({ id: z.number().int(), name: z.string(), unitTypeId: z.number().int(), unitTypeName: z.string() }),
    from: z.string(),
    to: z.string(),
    reason: z.enum(blockReasonValues),
    note: z.string().nullable(),
  })
  .meta({ id: 'HostBlock' });
export type HostBlock = z.infer<typeof HostBlock>;
export const HostBlockList = z.object({ data: z.array(HostBlock) }).meta({ id: 'HostBlockList' });

export const RatesExportQuery = z
  .object({ from: RateDate, to: RateDate, ratePlanId: IdParam.optional().describe('Only this plan (else every plan of the property)') })
  .superRefine((value, context) => checkSpan(value, context, maxRatesCalendarDays));

// The CSV travels inside JSON so the answer and the upload keep the one error envelope.
export const RatesCsvFile = z
  .object({ fileName: z.string(), csv: z.string(), rows: z.number().int() })
  .meta({ id: 'RatesCsvFile' });

export const RatesImportRequest = z
  .object({ csv: z.string().min(1).max(4_000_000) })
  .meta({ id: 'RatesImportRequest' });

export const RatesImportResult = z.object({ imported: z.number().int() }).meta({ id: 'RatesImportResult' });

// The CSV's columns, in order; export writes them, import needs them.
export const ratesCsvColumns = [
  'date',
  'unit_type_id',
  'unit_type',
  'rate_plan_id',
  'rate_plan',
  'price',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
  'stop_sell',
] as const;
