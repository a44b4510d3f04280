import { endpoints, type PricingContext } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { readDecimal, readMoney, readWhole } from './form-input.ts';
import { FormReader, intentOf, runIntent, unreadable, type PricingFailure } from './pricing.server.ts';
import { promotionCurrency } from './promotion-currency.ts';
import { translationFieldNames, translationsFrom } from './translation-input.ts';

// The promotions page's posts: save (create or edit), delete.

export const promotionFields = ['name', 'propertyId', 'kind', 'percent', 'amount', 'minNights', 'minDaysBeforeArrival', 'stayFrom', 'stayUntil', 'isActive'] as const;
// With the name in German and Portuguese (decision 0032).
const formFields = [...promotionFields, ...translationFieldNames(['name'])];

const day = (text: string) => (text.trim() === '' ? null : text.trim());

export async function promotionsAction(options: { request: Request; token: string; organizationId: number; pricing: PricingContext }): Promise<Response | PricingFailure> {
  const { request, token, organizationId, pricing } = options;
  const form = await request.formData();
  const intent = intentOf(form);
  const params = { organizationId };
  const signal = request.signal;
  const promotionId = intent.target;

  if (intent.intent === 'delete' && promotionId !== null) {
    return runIntent({ request, form, intent, fields: [], done: 'deleted', call: () => hostCall(endpoints.hostDeletePromotion, token, { params: { ...params, promotionId }, query: { version: intent.version }, signal }) });
  }

  const reader = new FormReader(form);
  const property = Number(reader.text('propertyId'));
  const propertyId = Number.isInteger(property) && property > 0 ? property : null;
  const percent = reader.read('percent', readDecimal(reader.text('percent')), 'invalid_number');
  const amountMinor = reader.read('amount', readMoney(reader.text('amount'), promotionCurrency(pricing, propertyId)), 'invalid_amount');
  const minNights = reader.read('minNights', readWhole(reader.text('minNights')), 'invalid_whole');
  const minDaysBeforeArrival = reader.read('minDaysBeforeArrival', readWhole(reader.text('minDaysBeforeArrival')), 'invalid_whole');
  if (!reader.valid) return unreadable(reader, intent, formFields);
  const body = {
    name: reader.text('name'),
    propertyId,
    kind: reader.text('kind') === 'fixed' ? ('fixed' as const) : ('percentage' as const),
    percent,
    amountMinor,
    minNights,
    minDaysBeforeArrival,
    stayFrom: day(reader.text('stayFrom')),
    stayUntil: day(reader.text('stayUntil')),
    isActive: reader.checked('isActive'),
    translations: translationsFrom(form, ['name']),
  };
  return runIntent({
    request,
    form,
    intent,
    fields: formFields,
    rename: { amountMinor: 'amount' },
    done: promotionId === null ? 'created' : 'saved',
    call: () =>
      promotionId === null
        ? hostCall(endpoints.hostCreatePromotion, token, { params, body, signal })
        : hostCall(endpoints.hostUpdatePromotion, token, { params: { ...params, promotionId }, body: { ...body, version: intent.version ?? 0 }, signal }),
  });
}
