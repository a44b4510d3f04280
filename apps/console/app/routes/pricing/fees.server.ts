import { endpoints, feeCalculations, feeKinds, type HostFee, type PricingProperty } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { readMoney } from './form-input.ts';
import { translationFieldNames, translationsFrom } from './translation-input.ts';
import { FormReader, intentOf, runIntent, unreadable, type PricingFailure } from './pricing.server.ts';

// The fees page's posts: save (create or edit), delete.

export const feeFields = ['name', 'kind', 'calculation', 'amount', 'unitTypeId', 'isMandatory'] as const;
// With the name in German and Portuguese (decision 0032).
const formFields = [...feeFields, ...translationFieldNames(['name'])];

const pick = <T extends string>(values: readonly T[], value: string): T => (values.includes(value as T) ? (value as T) : values[0]!);

export async function feesAction(options: { request: Request; token: string; organizationId: number; property: PricingProperty }): Promise<Response | PricingFailure> {
  const { request, token, organizationId, property } = options;
  const form = await request.formData();
  const intent = intentOf(form);
  const params = { organizationId, propertyId: property.id };
  const signal = request.signal;

  if (intent.intent === 'delete' && intent.target !== null) {
    const feeId = intent.target;
    return runIntent({ request, form, intent, fields: [], done: 'deleted', call: () => hostCall(endpoints.hostDeleteFee, token, { params: { ...params, feeId }, query: { version: intent.version }, signal }) });
  }

  const reader = new FormReader(form);
  const amountMinor = reader.read('amount', readMoney(reader.text('amount'), property.currency), 'invalid_amount');
  if (!reader.valid) return unreadable(reader, intent, formFields);
  const unitType = Number(reader.text('unitTypeId'));
  const body = {
    name: reader.text('name'),
    kind: pick(feeKinds, reader.text('kind')),
    calculation: pick(feeCalculations, reader.text('calculation')),
    // An empty amount is the API's "required", said next to the field.
    amountMinor: (amountMinor ?? undefined) as number,
    isMandatory: reader.checked('isMandatory'),
    unitTypeId: Number.isInteger(unitType) && unitType > 0 ? unitType : null,
    translations: translationsFrom(form, ['name']),
  };
  const feeId = intent.target;
  return runIntent({
    request,
    form,
    intent,
    fields: formFields,
    rename: { amountMinor: 'amount' },
    done: feeId === null ? 'created' : 'saved',
    call: () =>
      feeId === null
        ? hostCall(endpoints.hostCreateFee, token, { params, body, signal })
        : hostCall(endpoints.hostUpdateFee, token, { params: { ...params, feeId }, body: { ...body, version: intent.version ?? 0 }, signal }),
  });
}

export type FeeRow = HostFee;
