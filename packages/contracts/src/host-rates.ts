import { z } from 'zod';
import { cancellationRuleProblems, maxNoticeDays } from '@direct/domain/rate-rules';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, jsonInteger, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';
import { textTranslationsInput, textTranslationsOutput } from './text-translations.ts';

// The host's rates: cancellation policies, rate plans (base, or derived from another plan by a
// percentage), the rates-and-availability calendar, bulk updates, blocks and the CSV of rates.
// Dates are YYYY-MM-DD, nights as stored (a date's row prices the night that starts on it).

const pathId = z.coerce.number().int().min(1).max(maxInt4);
// A property's rates live under the property's own path (HostPropertyParams, host-properties.ts).
export const CancellationPolicyParams = OrganizationParams.extend({ policyId: pathId });
export const RatePlanParams = OrganizationParams.extend({ ratePlanId: pathId });
export const BlockParams = OrganizationParams.extend({ blockId: pathId });

// Years outside this window are typos; the horizon rules (how far back or ahead) are the API's.
export const RateDate = z.iso
  .date('must be a real date as YYYY-MM-DD')
  .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', { message: 'must be between 2000 and 2999', params: { reason: 'out_of_range' } });

// A calendar or export spans at most this many days (13 months and a little).
export const maxRatesCalendarDays = 400;
// Bulk updates and imports reach this far ahead of today, and never before yesterday.
export const rateHorizonDays = 3 * 366;
export const maxStayLimit = 365;

export const cancellationKindValues = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;
export const mealPlanValues = ['room_only', 'breakfast', 'half_board', 'full_board'] as const;
// channel: nights another channel's calendar took (imported by the calendar sync, never set by hand).
export const blockReasonValues = ['owner_stay', 'maintenance', 'other', 'channel'] as const;
export const hostBlockReasonValues = ['owner_stay', 'maintenance', 'other'] as const;

const CancellationRuleInput = z.object({
  daysBeforeArrival: jsonInteger(0, maxNoticeDays),
  refundPercent: jsonInteger(0, 100),
});

const policyFields = {
  name: z.string().trim().min(1).max(120),
  kind: z.enum(cancellationKindValues),
  rules: z.array(CancellationRuleInput).max(10),
};

// The domain's tier rules, as field issues.
function checkRules(value: { kind?: (typeof cancellationKindValues)[number] | undefined; rules?: { daysBeforeArrival: number; refundPercent: number }[] | undefined }, context: z.core.$RefinementCtx) {
  if (value.kind === undefined || value.rules === undefined) return;
  for (const problem of cancellationRuleProblems(value.kind, value.rules)) {
    context.addIssue({ code: 'custom', path: [...problem.path], message: problem.message, params: { reason: problem.reason } });
  }
}

export const CreateCancellationPolicyRequest = z.object(policyFields).superRefine(checkRules).meta({ id: 'CreateCancellationPolicyRequest' });
// The whole policy as the form shows it (the tiers only make sense with their kind).
export const UpdateCancellationPolicyRequest = z
  .object({ ...policyFields, version: RowVersion })
  .superRefine(checkRules)
  .meta({ id: 'UpdateCancellationPolicyRequest' });

export const HostCancellationPolicy = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(cancellationKindValues),
    rules: z.array(z.object({ daysBeforeArrival: z.number().int(), refundPercent: z.number().int() })),
    // Rate plans that use it (a policy in use can't be deleted).
    ratePlanCount: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'HostCancellationPolicy' });
export type HostCancellationPolicy = z.infer<typeof HostCancellationPolicy>;
export const HostCancellationPolicyList = z.object({ data: z.array(HostCancellationPolicy) }).meta({ id: 'HostCancellationPolicyList' });

const planFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullable().default(null),
  cancellationPolicyId: JsonId,
  mealPlan: z.enum(mealPlanValues).default('room_only'),
  // Null: a base plan with prices of its own; else its prices are the parent's changed by
  // derivedPercent (negative = cheaper), except where it has rows of its own.
  parentRatePlanId: JsonId.nullable().default(null),
  derivedPercent: z.number().min(-90, 'must be at least -90').max(200, 'must be at most 200').multipleOf(0.01).nullable().default(null),
  prepaymentPercent: jsonInteger(1, 100).default(100),
  balanceDueDaysBeforeArrival: jsonInteger(0, 365).default(30),
  allowForBookingEngine: z.boolean().default(true),
  isActive: z.boolean().default(true),
  sortOrder: jsonInteger(0, 1000).default(0),
  translations: textTranslationsInput({ name: 120, description: 2000 }),
};

function checkDerivation(value: { parentRatePlanId: number | null; derivedPercent: number | null }, context: z.core.$RefinementCtx) {
  if (value.parentRatePlanId !== null && value.derivedPercent === null) {
    context.addIssue({ code: 'custom', path: ['derivedPercent'], message: 'A derived plan needs its percentage.', params: { reason: 'required' } });
  }
  if (value.parentRatePlanId === null && value.derivedPercent !== null) {
    context.addIssue({ code: 'custom', path: ['parentRatePlanId'], message: 'Choose the plan to derive from.', params: { reason: 'required' } });
  }
}

export const CreateRatePlanRequest = z.object(planFields).superRefine(checkDerivation).meta({ id: 'CreateRatePlanRequest' });
// An update sends the whole plan as the form shows it, with the version it was based on.
export const UpdateRatePlanRequest = z
  .object({ ...planFields, version: RowVersion })
  .superRefine(checkDerivation)
  .meta({ id: 'UpdateRatePlanRequest' });

export const HostRatePlan = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    cancellationPolicy: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(cancellationKindValues) }),
    mealPlan: z.enum(mealPlanValues),
    parentRatePlanId: z.number().int().nullable(),
    derivedPercent: z.number().nullable(),
    prepaymentPercent: z.number().int(),
    balanceDueDaysBeforeArrival: z.number().int(),
    allowForBookingEngine: z.boolean(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    // name and description in other languages (decision 0032).
    translations: textTranslationsOutput(['name', 'description']).optional(),
    version: z.number().int(),
  })
  .meta({ id: 'HostRatePlan' });
export type HostRatePlan = z.infer<typeof HostRatePlan>;
export const HostRatePlanList = z.object({ data: z.array(HostRatePlan) }).meta({ id: 'HostRatePlanList' });

// The properties the rates pages pick from, each with what its calendar and blocks name.
export const HostRatesProperty = z
  .object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    unitTypes: z.array(z.object({ id: z.number().int(), name: z.string(), units: z.array(z.object({ id: z.number().int(), name: z.string() })) })),
    ratePlans: z.array(z.object({ id: z.number().int(), name: z.string(), derived: z.boolean(), isActive: z.boolean() })),
  })
  .meta({ id: 'HostRatesProperty' });
export type HostRatesProperty = z.infer<typeof HostRatesProperty>;
export const HostRatesPropertyList = z.object({ data: z.array(HostRatesProperty) }).meta({ id: 'HostRatesPropertyList' });
