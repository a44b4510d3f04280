import { endpoints, taxKinds, type PricingProperty } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { readDecimal, readMoney, readWhole } from './form-input.ts';
import type { ChildrenChoice } from './tax-children.ts';
import { translationFieldNames, translationsFrom } from './translation-input.ts';
import { FormReader, intentOf, runIntent, unreadable, type PricingFailure } from './pricing.server.ts';

// The taxes page's posts: save (create or edit), delete.

export const taxFields = ['name', 'kind', 'percent', 'amount', 'includesFees', 'maxNights', 'children', 'exemptUnderAge'] as const;
// With the name in German and Portuguese (decision 0032): a guest reads the tax's line in their language.
const formFields = [...taxFields, ...translationFieldNames(['name'])];

export async function taxesAction(options: { request: Request; token: string; organizationId: number; property: PricingProperty }): Promise<Response | PricingFailure> {
  const { request, token, organizationId, property } = options;
  const form = await request.formData();
  const intent = intentOf(form);
  const params = { organizationId, propertyId: property.id };
  const signal = request.signal;

  if (intent.intent === 'delete' && intent.target !== null) {
    const taxId = intent.target;
    return runIntent({ request, form, intent, fields: [], done: 'deleted', call: () => hostCall(endpoints.hostDeleteTax, token, { params: { ...params, taxId }, query: { version: intent.version }, signal }) });
  }

  const reader = new FormReader(form);
  const percent = reader.read('percent', readDecimal(reader.text('percent')), 'invalid_number');
  const amountMinor = reader.read('amount', readMoney(reader.text('amount'), property.currency), 'invalid_amount');
  const maxNights = reader.read('maxNights', readWhole(reader.text('maxNights')), 'invalid_whole');
  const age = reader.read('exemptUnderAge', readWhole(reader.text('exemptUnderAge')), 'invalid_whole');
  const children = reader.text('children') as ChildrenChoice;
  // "Not under the age of…" needs the age.
  if (children === 'under' && age === null && !reader.problems['exemptUnderAge']) reader.problems['exemptUnderAge'] = 'required';
  if (!reader.valid) return unreadable(reader, intent, formFields);
  const kind = taxKinds.includes(reader.text('kind') as (typeof taxKinds)[number]) ? (reader.text('kind') as (typeof taxKinds)[number]) : 'percentage';
  const body = {
    name: reader.text('name'),
    kind,
    percent,
    amountMinor,
    includesFees: reader.checked('includesFees'),
    maxNights,
    appliesToChildren: children === 'all' || children === 'under',
    // An age counts only with "not under the age of…".
    exemptUnderAge: children === 'under' ? age : null,
    translations: translationsFrom(form, ['name']),
  };
  const taxId = intent.target;
  return runIntent({
    request,
    form,
    intent,
    fields: formFields,
    rename: { amountMinor: 'amount', appliesToChildren: 'children' },
    done: taxId === null ? 'created' : 'saved',
    call: () =>
      taxId === null
        ? hostCall(endpoints.hostCreateTax, token, { params, body, signal })
        : hostCall(endpoints.hostUpdateTax, token, { params: { ...params, taxId }, body: { ...body, version: intent.version ?? 0 }, signal }),
  });
}
