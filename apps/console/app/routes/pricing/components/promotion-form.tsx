import { discountKinds, type HostPromotion, type PricingContext } from '@direct/contracts';
import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { decimalTextOf, moneyText } from '../form-input.ts';
import { promotionCurrency } from '../promotion-currency.ts';
import { FormPanel } from './change-panels.tsx';
import { CheckboxField, InputField, SelectField, usePricingErrors } from './pricing-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';

// A promotion's form: the discount, and the conditions it applies under (long stay, early bird,
// a window of stays); a condition left empty does not apply.
export function PromotionForm({ promotion, pricing, result }: { promotion: HostPromotion | null; pricing: PricingContext; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const value = (field: string, current: string) => (refused ? valueOf(result, field) : current);
  const currency = promotionCurrency(pricing, promotion?.propertyId ?? null);
  const id = 'promotion-';
  return (
    <FormPanel title={promotion ? t('consolePricing.promotions.editTitle', { name: promotion.name }) : t('consolePricing.promotions.newTitle')} result={result} target={promotion?.id ?? null} version={promotion?.version ?? null}>
      <div className="pricing-form__grid">
        <InputField idPrefix={id} name="name" required maxLength={120} label={t('consolePricing.promotions.fields.name')} hint={t('consolePricing.promotions.hints.name')} defaultValue={value('name', promotion?.name ?? '')} error={errorOf('name')} />
        <SelectField
          idPrefix={id}
          name="propertyId"
          label={t('consolePricing.promotions.fields.property')}
          value={value('propertyId', String(promotion?.propertyId ?? ''))}
          error={errorOf('propertyId')}
          options={[{ value: '', label: t('consolePricing.common.allProperties') }, ...pricing.properties.map((property) => ({ value: String(property.id), label: property.name }))]}
        />
        <SelectField
          idPrefix={id}
          name="kind"
          label={t('consolePricing.promotions.fields.kind')}
          value={value('kind', promotion?.kind ?? 'percentage')}
          error={errorOf('kind')}
          options={discountKinds.map((kind) => ({ value: kind, label: t(`consolePricing.discountKinds.${kind}`) }))}
        />
        <InputField
          idPrefix={id}
          name="percent"
          inputMode="decimal"
          autoComplete="off"
          suffix="%"
          label={t('consolePricing.promotions.fields.percent')}
          hint={t('consolePricing.common.percentHint')}
          defaultValue={value('percent', decimalTextOf(promotion?.percent ?? null, lng))}
          error={errorOf('percent')}
        />
        <InputField
          idPrefix={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('consolePricing.promotions.fields.amount')}
          hint={t('consolePricing.promotions.hints.amount', { currency })}
          defaultValue={value('amount', moneyText(promotion?.amountMinor ?? null, currency, lng))}
          error={errorOf('amount')}
        />
      </div>
      <p className="field__hint">{t('consolePricing.promotions.hints.conditions')}</p>
      <div className="pricing-form__grid">
        <InputField idPrefix={id} name="minNights" inputMode="numeric" autoComplete="off" label={t('consolePricing.promotions.fields.minNights')} defaultValue={value('minNights', promotion?.minNights?.toString() ?? '')} error={errorOf('minNights')} />
        <InputField
          idPrefix={id}
          name="minDaysBeforeArrival"
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.promotions.fields.minDaysBeforeArrival')}
          defaultValue={value('minDaysBeforeArrival', promotion?.minDaysBeforeArrival?.toString() ?? '')}
          error={errorOf('minDaysBeforeArrival')}
        />
        <InputField idPrefix={id} name="stayFrom" type="date" label={t('consolePricing.promotions.fields.stayFrom')} defaultValue={value('stayFrom', promotion?.stayFrom ?? '')} error={errorOf('stayFrom')} />
        <InputField idPrefix={id} name="stayUntil" type="date" label={t('consolePricing.promotions.fields.stayUntil')} defaultValue={value('stayUntil', promotion?.stayUntil ?? '')} error={errorOf('stayUntil')} />
      </div>
      <CheckboxField idPrefix={id} name="isActive" label={t('consolePricing.promotions.fields.active')} checked={refused ? valueOf(result, 'isActive') === 'on' : (promotion?.isActive ?? true)} error={errorOf('isActive')} />
      <TranslationFields idPrefix={id} fields={[{ name: 'name', label: t('consolePricing.promotions.fields.name'), maxLength: 120 }]} translations={promotion?.translations} result={result} />
    </FormPanel>
  );
}
