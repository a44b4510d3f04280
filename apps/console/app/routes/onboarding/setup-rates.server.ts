import { ApiError } from '@direct/api-client';
import { endpoints, type HostRatesProperty } from '@direct/contracts';
import type { TFunction } from '@direct/i18n/translator';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { priceMinorOf } from '../../lib/forms/price-input.ts';
import { yearOfRates } from './year-of-rates.ts';

// Onboarding, step 4: the property's first prices. They go into its first active base plan; a
// property without one gets a plan, on the organization's flexible cancellation policy (made
// here when it has none). Then one bulk update sets the next 12 months.

export const priceFields = ['price', 'minStay'] as const;

type Call = { token: string; organizationId: number; signal: AbortSignal };

// The plan step 4 fills: the first active plan with prices of its own.
export function basePlanOf(property: Pick<HostRatesProperty, 'ratePlans'>) {
  return property.ratePlans.find((plan) => plan.isActive && !plan.derived) ?? null;
}

// Full refund until a week before arrival, half until the day before: the demo hosts' flexible terms.
export const defaultFlexibleRules = [
  { daysBeforeArrival: 7, refundPercent: 100 },
  { daysBeforeArrival: 1, refundPercent: 50 },
];

async function cancellationPolicyId(call: Call, t: TFunction): Promise<number> {
  const params = { organizationId: call.organizationId };
  const { data: policies } = await hostCall(endpoints.hostListCancellationPolicies, call.token, { params, signal: call.signal });
  const chosen = policies.find((policy) => policy.kind === 'flexible') ?? policies[0];
  if (chosen) return chosen.id;
  const created = await hostCall(endpoints.hostCreateCancellationPolicy, call.token, {
    params,
    body: { name: t('console.setup.rates.policyName'), kind: 'flexible', rules: defaultFlexibleRules },
    signal: call.signal,
  });
  return created.id;
}

async function ratePlanId(property: HostRatesProperty, call: Call, t: TFunction): Promise<number> {
  const existing = basePlanOf(property);
  if (existing) return existing.id;
  const created = await hostCall(endpoints.hostCreateRatePlan, call.token, {
    params: { organizationId: call.organizationId, propertyId: property.id },
    body: {
      name: t('console.setup.rates.planName'),
      description: null,
      cancellationPolicyId: await cancellationPolicyId(call, t),
      mealPlan: 'room_only',
      parentRatePlanId: null,
      derivedPercent: null,
      prepaymentPercent: 100,
      balanceDueDaysBeforeArrival: 30,
      allowForBookingEngine: true,
      isActive: true,
      sortOrder: 0,
    },
    signal: call.signal,
  });
  return created.id;
}

// The API names the bulk update's values "set.priceMinor" and "set.minStay"; the form, price and minStay.
const fieldAliases: Record<string, string> = { 'set.priceMinor': 'price', 'set.minStay': 'minStay', set: 'price' };

export async function setFirstPrices(form: FormData, property: HostRatesProperty, call: Call & { t: TFunction; today: string }): Promise<FormFailure | null> {
  const values = keptValues(form, priceFields);
  const priceMinor = priceMinorOf(textOf(form, 'price'));
  const minStayText = textOf(form, 'minStay').trim();
  // Without a price a new night gets no rate at all: both are needed, before any call.
  const missing = { ...(priceMinor === undefined ? { price: 'required' } : {}), ...(minStayText === '' ? { minStay: 'required' } : {}) };
  if (Object.keys(missing).length > 0) return { ok: false, fieldErrors: missing, values };
  try {
    const planId = await ratePlanId(property, call, call.t);
    await hostCall(endpoints.hostBulkUpdateRates, call.token, {
      params: { organizationId: call.organizationId, propertyId: property.id },
      body: yearOfRates({ today: call.today, ratePlanId: planId, unitTypeIds: property.unitTypes.map((unitType) => unitType.id), priceMinor: priceMinor as number, minStay: Number(minStayText) }),
      signal: call.signal,
    });
    return null;
  } catch (error) {
    if (error instanceof ApiError) {
      for (const problem of error.fields) problem.field = fieldAliases[problem.field] ?? problem.field;
    }
    return formFailureOf(error, priceFields, values);
  }
}
