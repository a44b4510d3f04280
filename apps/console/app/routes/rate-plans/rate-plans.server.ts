import { ApiError } from '@direct/api-client';
import { endpoints, mealPlanValues } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { RatesResult } from '../../lib/forms/rates-form.ts';

// The rate plans page's data and posts: the property's plans and the organization's policies;
// create, update (with the version the form was based on) and delete.

export const planTranslationFields = ['translations.de.name', 'translations.de.description', 'translations.pt.name', 'translations.pt.description'] as const;

export const planFields = [
  'name',
  'description',
  'cancellationPolicyId',
  'mealPlan',
  'pricing',
  'parentRatePlanId',
  'derivedPercent',
  'prepaymentPercent',
  'balanceDueDaysBeforeArrival',
  'allowForBookingEngine',
  'isActive',
  'sortOrder',
  'version',
  // Name and description in German and Portuguese (decision 0032).
  ...planTranslationFields,
] as const;

export async function loadPlansPage(token: string, organizationId: number, url: URL, signal: AbortSignal) {
  const [{ data: properties }, { data: policies }] = await Promise.all([
    hostCall(endpoints.hostListRatesProperties, token, { params: { organizationId }, signal }),
    hostCall(endpoints.hostListCancellationPolicies, token, { params: { organizationId }, signal }),
  ]);
  const wanted = Number(url.searchParams.get('propertyId'));
  const property = properties.find((candidate) => candidate.id === wanted) ?? properties[0] ?? null;
  const plans = property ? (await hostCall(endpoints.hostListRatePlans, token, { params: { organizationId, propertyId: property.id }, signal })).data : [];
  const editId = Number(url.searchParams.get('edit'));
  return { properties, property, policies, plans, editing: plans.find((plan) => plan.id === editId) ?? null };
}

const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text.replace(',', '.')));

function planBody(form: FormData) {
  const derived = textOf(form, 'pricing') === 'derived';
  const meal = textOf(form, 'mealPlan');
  return {
    name: textOf(form, 'name'),
    description: textOf(form, 'description').trim() || null,
    cancellationPolicyId: Number(textOf(form, 'cancellationPolicyId')),
    mealPlan: ((mealPlanValues as readonly string[]).includes(meal) ? meal : 'room_only') as 'room_only',
    parentRatePlanId: derived ? Number(textOf(form, 'parentRatePlanId')) || null : null,
    derivedPercent: derived ? numberOr(textOf(form, 'derivedPercent'), Number.NaN) : null,
    prepaymentPercent: numberOr(textOf(form, 'prepaymentPercent'), 100),
    balanceDueDaysBeforeArrival: numberOr(textOf(form, 'balanceDueDaysBeforeArrival'), 30),
    allowForBookingEngine: textOf(form, 'allowForBookingEngine') === 'on',
    isActive: textOf(form, 'isActive') === 'on',
    sortOrder: numberOr(textOf(form, 'sortOrder'), 0),
    // Every translation the form shows, sent as a whole: an emptied field removes that translation.
    translations: {
      de: { name: textOf(form, 'translations.de.name').trim(), description: textOf(form, 'translations.de.description').trim() },
      pt: { name: textOf(form, 'translations.pt.name').trim(), description: textOf(form, 'translations.pt.description').trim() },
    },
  };
}

export async function planAction(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<RatesResult> {
  const intent = textOf(form, 'intent');
  const values = keptValues(form, planFields);
  try {
    if (intent === 'create') {
      await hostCall(endpoints.hostCreateRatePlan, token, { params: { organizationId, propertyId: Number(textOf(form, 'propertyId')) }, body: planBody(form), signal });
    } else if (intent === 'update') {
      await hostCall(endpoints.hostUpdateRatePlan, token, { params: { organizationId, ratePlanId: Number(textOf(form, 'ratePlanId')) }, body: { ...planBody(form), version: Number(textOf(form, 'version')) }, signal });
    } else if (intent === 'delete') {
      await hostCall(endpoints.hostDeleteRatePlan, token, { params: { organizationId, ratePlanId: Number(textOf(form, 'ratePlanId')) }, signal });
    } else {
      return { ok: false, intent, fieldErrors: {}, formError: 'invalid', values };
    }
    return { ok: true, intent };
  } catch (error) {
    const failed = formFailureOf(error, planFields, values);
    const detail = error instanceof ApiError && error.status === 409 && !error.fields.some((field) => field.reason === 'stale') ? error.message : undefined;
    return { ...failed, intent, ...(detail ? { detail } : {}) };
  }
}
