import { discountKinds, type HostVoucher, type PricingProperty } from '@direct/contracts';
import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { decimalTextOf, moneyText } from '../form-input.ts';
import { dayOf } from '../voucher-dates.ts';
import { FormPanel } from './change-panels.tsx';
import { CheckboxField, InputField, SelectField, usePricingErrors } from './pricing-fields.tsx';

// A voucher's form: the code, the discount (a percentage, or an amount in a currency), when and
// how often it may be used, and for which properties.
export function VoucherForm({ voucher, properties, currencies, result }: { voucher: HostVoucher | null; properties: readonly PricingProperty[]; currencies: readonly string[]; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const value = (field: string, current: string) => (refused ? valueOf(result, field) : current);
  const currency = value('currency', voucher?.currency ?? currencies[0] ?? 'EUR');
  const scope = value('propertyIds', (voucher?.propertyIds ?? []).join(',')).split(',');
  const id = 'voucher-';
  const propertiesError = errorOf('propertyIds');
  return (
    <FormPanel title={voucher ? t('consolePricing.vouchers.editTitle', { code: voucher.code }) : t('consolePricing.vouchers.newTitle')} result={result} target={voucher?.id ?? null} version={voucher?.version ?? null}>
      <div className="pricing-form__grid">
        <InputField
          idPrefix={id}
          name="code"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('consolePricing.vouchers.fields.code')}
          hint={t('consolePricing.vouchers.hints.code')}
          defaultValue={value('code', voucher?.code ?? '')}
          error={errorOf('code')}
        />
        <SelectField
          idPrefix={id}
          name="kind"
          label={t('consolePricing.vouchers.fields.kind')}
          value={value('kind', voucher?.kind ?? 'percentage')}
          error={errorOf('kind')}
          options={discountKinds.map((kind) => ({ value: kind, label: t(`consolePricing.discountKinds.${kind}`) }))}
        />
        <InputField
          idPrefix={id}
          name="percent"
          inputMode="decimal"
          autoComplete="off"
          suffix="%"
          label={t('consolePricing.vouchers.fields.percent')}
          hint={`${t('consolePricing.vouchers.hints.percent')} ${t('consolePricing.common.percentHint')}`}
          defaultValue={value('percent', decimalTextOf(voucher?.percent ?? null, lng))}
          error={errorOf('percent')}
        />
        <InputField
          idPrefix={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          label={t('consolePricing.vouchers.fields.amount')}
          hint={t('consolePricing.vouchers.hints.amount')}
          defaultValue={value('amount', moneyText(voucher?.amountMinor ?? null, voucher?.currency ?? currency, lng))}
          error={errorOf('amount')}
        />
        <SelectField
          idPrefix={id}
          name="currency"
          label={t('consolePricing.vouchers.fields.currency')}
          hint={t('consolePricing.vouchers.hints.currency')}
          value={currency}
          error={errorOf('currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
        <InputField idPrefix={id} name="minNights" inputMode="numeric" autoComplete="off" label={t('consolePricing.vouchers.fields.minNights')} defaultValue={value('minNights', voucher?.minNights?.toString() ?? '')} error={errorOf('minNights')} />
        <InputField idPrefix={id} name="validFrom" type="date" label={t('consolePricing.vouchers.fields.validFrom')} hint={t('consolePricing.vouchers.hints.validity')} defaultValue={value('validFrom', dayOf(voucher?.validFrom ?? null))} error={errorOf('validFrom')} />
        <InputField idPrefix={id} name="validUntil" type="date" label={t('consolePricing.vouchers.fields.validUntil')} defaultValue={value('validUntil', dayOf(voucher?.validUntil ?? null))} error={errorOf('validUntil')} />
        <InputField
          idPrefix={id}
          name="usageLimit"
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.vouchers.fields.usageLimit')}
          hint={t('consolePricing.vouchers.hints.usageLimit')}
          defaultValue={value('usageLimit', voucher?.usageLimit?.toString() ?? '')}
          error={errorOf('usageLimit')}
        />
      </div>
      {properties.length > 0 && (
        <fieldset className="pricing-choices" aria-describedby={`${id}properties-hint${propertiesError ? ` ${id}properties-error` : ''}`}>
          <legend>{t('consolePricing.vouchers.fields.properties')}</legend>
          <p id={`${id}properties-hint`} className="field__hint">
            {t('consolePricing.vouchers.hints.properties')}
          </p>
          {properties.map((property) => (
            <label key={property.id} className="checkbox">
              <input type="checkbox" name="propertyIds" value={property.id} defaultChecked={scope.includes(String(property.id))} />
              {property.name}
            </label>
          ))}
          {propertiesError && (
            <p id={`${id}properties-error`} className="field__error">
              {propertiesError}
            </p>
          )}
        </fieldset>
      )}
      <CheckboxField idPrefix={id} name="isActive" label={t('consolePricing.vouchers.fields.active')} checked={refused ? valueOf(result, 'isActive') === 'on' : (voucher?.isActive ?? true)} error={errorOf('isActive')} />
    </FormPanel>
  );
}
