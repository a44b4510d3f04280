import { feeCalculations, feeKinds, type HostFee, type PricingProperty } from '@direct/contracts';
import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { moneyText } from '../form-input.ts';
import { FormPanel } from './change-panels.tsx';
import { CheckboxField, InputField, SelectField, usePricingErrors } from './pricing-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';

// A fee's form: what the host typed stays after a refusal; a new fee is mandatory and per stay.
export function FeeForm({ fee, property, result }: { fee: HostFee | null; property: PricingProperty; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const value = (field: string, current: string) => (refused ? valueOf(result, field) : current);
  const id = 'fee-';
  return (
    <FormPanel title={fee ? t('consolePricing.fees.editTitle', { name: fee.name }) : t('consolePricing.fees.newTitle')} result={result} target={fee?.id ?? null} version={fee?.version ?? null}>
      <div className="pricing-form__grid">
        <InputField idPrefix={id} name="name" required maxLength={120} label={t('consolePricing.fees.fields.name')} hint={t('consolePricing.fees.hints.name')} defaultValue={value('name', fee?.name ?? '')} error={errorOf('name')} />
        <SelectField
          idPrefix={id}
          name="kind"
          label={t('consolePricing.fees.fields.kind')}
          hint={t('consolePricing.fees.hints.extraGuest')}
          value={value('kind', fee?.kind ?? 'cleaning')}
          error={errorOf('kind')}
          options={feeKinds.map((kind) => ({ value: kind, label: t(`consolePricing.fees.kinds.${kind}`) }))}
        />
        <InputField
          idPrefix={id}
          name="amount"
          required
          inputMode="decimal"
          autoComplete="off"
          suffix={property.currency}
          label={t('consolePricing.fees.fields.amount')}
          hint={t('consolePricing.common.amountHint', { currency: property.currency, example: moneyText(6000, property.currency, lng) })}
          defaultValue={value('amount', moneyText(fee?.amountMinor ?? null, property.currency, lng))}
          error={errorOf('amount')}
        />
        <SelectField
          idPrefix={id}
          name="calculation"
          label={t('consolePricing.fees.fields.calculation')}
          value={value('calculation', fee?.calculation ?? 'per_stay')}
          error={errorOf('calculation')}
          options={feeCalculations.map((calculation) => ({ value: calculation, label: t(`consolePricing.fees.calculations.${calculation}`) }))}
        />
        <SelectField
          idPrefix={id}
          name="unitTypeId"
          label={t('consolePricing.fees.fields.unitType')}
          hint={t('consolePricing.fees.hints.unitType')}
          value={value('unitTypeId', String(fee?.unitTypeId ?? ''))}
          error={errorOf('unitTypeId')}
          options={[{ value: '', label: t('consolePricing.fees.allUnitTypes') }, ...property.unitTypes.map((type) => ({ value: String(type.id), label: type.name }))]}
        />
      </div>
      <CheckboxField
        idPrefix={id}
        name="isMandatory"
        label={t('consolePricing.fees.fields.mandatory')}
        hint={t('consolePricing.fees.hints.mandatory')}
        checked={refused ? valueOf(result, 'isMandatory') === 'on' : (fee?.isMandatory ?? true)}
        error={errorOf('isMandatory')}
      />
      <TranslationFields idPrefix={id} fields={[{ name: 'name', label: t('consolePricing.fees.fields.name'), maxLength: 120 }]} translations={fee?.translations} result={result} />
    </FormPanel>
  );
}
