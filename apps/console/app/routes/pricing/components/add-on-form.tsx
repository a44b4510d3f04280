import { addOnCalculations, addOnKinds, type HostAddOn, type PricingProperty } from '@direct/contracts';
import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { decimalTextOf, moneyText } from '../form-input.ts';
import { FormPanel } from './change-panels.tsx';
import { CheckboxField, InputField, SelectField, TextAreaField, usePricingErrors } from './pricing-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';

// An add-on's form: an extra, or a paid early check-in or late check-out at a time.
export function AddOnForm({ addOn, property, result }: { addOn: HostAddOn | null; property: PricingProperty; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const value = (field: string, current: string) => (refused ? valueOf(result, field) : current);
  const id = 'add-on-';
  return (
    <FormPanel title={addOn ? t('consolePricing.addOns.editTitle', { name: addOn.label }) : t('consolePricing.addOns.newTitle')} result={result} target={addOn?.id ?? null} version={addOn?.version ?? null}>
      <div className="pricing-form__grid">
        <SelectField
          idPrefix={id}
          name="kind"
          label={t('consolePricing.addOns.fields.kind')}
          value={value('kind', addOn?.kind ?? 'extra')}
          error={errorOf('kind')}
          options={addOnKinds.map((kind) => ({ value: kind, label: t(`consolePricing.addOns.kinds.${kind}`) }))}
        />
        <InputField idPrefix={id} name="label" required maxLength={120} label={t('consolePricing.addOns.fields.label')} hint={t('consolePricing.addOns.hints.label')} defaultValue={value('label', addOn?.label ?? '')} error={errorOf('label')} />
        <SelectField
          idPrefix={id}
          name="calculation"
          label={t('consolePricing.addOns.fields.calculation')}
          value={value('calculation', addOn?.calculation ?? 'fixed')}
          error={errorOf('calculation')}
          options={addOnCalculations.map((calculation) => ({ value: calculation, label: t(`consolePricing.addOns.calculations.${calculation}`) }))}
        />
        <InputField
          idPrefix={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          suffix={property.currency}
          label={t('consolePricing.addOns.fields.amount')}
          hint={t('consolePricing.common.amountHint', { currency: property.currency, example: moneyText(3000, property.currency, lng) })}
          defaultValue={value('amount', moneyText(addOn?.amountMinor ?? null, property.currency, lng))}
          error={errorOf('amount')}
        />
        <InputField
          idPrefix={id}
          name="percent"
          inputMode="decimal"
          autoComplete="off"
          suffix="%"
          label={t('consolePricing.addOns.fields.percent')}
          hint={`${t('consolePricing.addOns.hints.percent')} ${t('consolePricing.common.percentHint')}`}
          defaultValue={value('percent', decimalTextOf(addOn?.percent ?? null, lng))}
          error={errorOf('percent')}
        />
        <InputField idPrefix={id} name="slotTime" type="time" label={t('consolePricing.addOns.fields.slotTime')} hint={t('consolePricing.addOns.hints.slotTime')} defaultValue={value('slotTime', addOn?.slotTime ?? '')} error={errorOf('slotTime')} />
        <InputField
          idPrefix={id}
          name="maxQuantity"
          required
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.addOns.fields.maxQuantity')}
          hint={t('consolePricing.addOns.hints.maxQuantity')}
          defaultValue={value('maxQuantity', String(addOn?.maxQuantity ?? 1))}
          error={errorOf('maxQuantity')}
        />
        <InputField
          idPrefix={id}
          name="sortOrder"
          required
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.addOns.fields.sortOrder')}
          hint={t('consolePricing.addOns.hints.sortOrder')}
          defaultValue={value('sortOrder', String(addOn?.sortOrder ?? 0))}
          error={errorOf('sortOrder')}
        />
      </div>
      <TextAreaField idPrefix={id} name="description" maxLength={1000} label={t('consolePricing.addOns.fields.description')} value={value('description', addOn?.description ?? '')} error={errorOf('description')} />
      <CheckboxField idPrefix={id} name="isActive" label={t('consolePricing.addOns.fields.active')} hint={t('consolePricing.addOns.hints.active')} checked={refused ? valueOf(result, 'isActive') === 'on' : (addOn?.isActive ?? true)} error={errorOf('isActive')} />
      <TranslationFields
        idPrefix={id}
        fields={[
          { name: 'label', label: t('consolePricing.addOns.fields.label'), maxLength: 120 },
          { name: 'description', label: t('consolePricing.addOns.fields.description'), maxLength: 1000 },
        ]}
        translations={addOn?.translations}
        result={result}
      />
    </FormPanel>
  );
}
