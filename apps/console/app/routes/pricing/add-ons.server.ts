import { addOnCalculations, addOnKinds, endpoints, type HostAddOn, type PricingProperty } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { readDecimal, readMoney, readWhole } from './form-input.ts';
import { FormReader, intentOf, runIntent, unreadable, type PricingFailure } from './pricing.server.ts';
import { translationFieldNames, translationsFrom } from './translation-input.ts';

// The add-ons page's posts: save (create or edit), delete, and deactivate (what the host does
// instead of deleting an add-on bookings have).

export const addOnFields = ['kind', 'label', 'description', 'calculation', 'amount', 'percent', 'slotTime', 'maxQuantity', 'sortOrder', 'isActive'] as const;
// With label and description in German and Portuguese (decision 0032).
const formFields = [...addOnFields, ...translationFieldNames(['label', 'description'])];

const pick = <T extends string>(values: readonly T[], value: string): T => (values.includes(value as T) ? (value as T) : values[0]!);

// The add-on as the API takes it back, from what it answered.
const inputOf = (addOn: HostAddOn) => ({
  kind: addOn.kind,
  label: addOn.label,
  description: addOn.description,
  calculation: addOn.calculation,
  amountMinor: addOn.amountMinor,
  percent: addOn.percent,
  slotTime: addOn.slotTime,
  maxQuantity: addOn.maxQuantity,
  isActive: addOn.isActive,
  sortOrder: addOn.sortOrder,
});

export async function addOnsAction(options: { request: Request; token: string; organizationId: number; property: PricingProperty }): Promise<Response | PricingFailure> {
  const { request, token, organizationId, property } = options;
  const form = await request.formData();
  const intent = intentOf(form);
  const params = { organizationId, propertyId: property.id };
  const signal = request.signal;
  const addOnId = intent.target;

  if (intent.intent === 'delete' && addOnId !== null) {
    return runIntent({ request, form, intent, fields: [], done: 'deleted', call: () => hostCall(endpoints.hostDeleteAddOn, token, { params: { ...params, addOnId }, query: { version: intent.version }, signal }) });
  }
  if (intent.intent === 'deactivate' && addOnId !== null) {
    return runIntent({
      request,
      form,
      intent,
      fields: [],
      done: 'deactivated',
      call: async () => {
        const current = (await hostCall(endpoints.hostListAddOns, token, { params, signal })).data.find((addOn) => addOn.id === addOnId);
        // Gone meanwhile: the update answers "not found" with the rest.
        const body = current ? { ...inputOf(current), isActive: false, version: current.version } : { label: '-', calculation: 'fixed' as const, amountMinor: 0, version: 1 };
        return hostCall(endpoints.hostUpdateAddOn, token, { params: { ...params, addOnId }, body, signal });
      },
    });
  }

  const reader = new FormReader(form);
  const amountMinor = reader.read('amount', readMoney(reader.text('amount'), property.currency), 'invalid_amount');
  const percent = reader.read('percent', readDecimal(reader.text('percent')), 'invalid_number');
  const maxQuantity = reader.read('maxQuantity', readWhole(reader.text('maxQuantity')), 'invalid_whole');
  const sortOrder = reader.read('sortOrder', readWhole(reader.text('sortOrder')), 'invalid_whole');
  if (!reader.valid) return unreadable(reader, intent, formFields);
  const body = {
    kind: pick(addOnKinds, reader.text('kind')),
    label: reader.text('label'),
    description: reader.optionalText('description'),
    calculation: pick(addOnCalculations, reader.text('calculation')),
    amountMinor,
    percent,
    slotTime: reader.optionalText('slotTime'),
    maxQuantity: maxQuantity ?? 1,
    sortOrder: sortOrder ?? 0,
    isActive: reader.checked('isActive'),
    translations: translationsFrom(form, ['label', 'description']),
  };
  return runIntent({
    request,
    form,
    intent,
    fields: formFields,
    rename: { amountMinor: 'amount' },
    done: addOnId === null ? 'created' : 'saved',
    call: () =>
      addOnId === null
        ? hostCall(endpoints.hostCreateAddOn, token, { params, body, signal })
        : hostCall(endpoints.hostUpdateAddOn, token, { params: { ...params, addOnId }, body: { ...body, version: intent.version ?? 0 }, signal }),
  });
}
