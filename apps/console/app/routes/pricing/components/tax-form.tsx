import { taxKinds, type HostTax, type PricingProperty } from '@direct/contracts';
import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { decimalTextOf, moneyText } from '../form-input.ts';
import { childrenChoiceOf } from '../tax-children.ts';
import { FormPanel } from './change-panels.tsx';
import { CheckboxField, InputField, SelectField, usePricingErrors } from './pricing-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';

// A tax's form. Every field is there without script; hints say which kinds of tax use it, and
// the API names any field that doesn't fit the kind chosen.
export function TaxForm({ tax, property, result }: { tax: HostTax | null; property: PricingProperty; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const value = (field: string, current: string) => (refused ? valueOf(result, field) : current);
  const children = value('children', tax ? childrenChoiceOf(tax) : 'none');
  const id = 'tax-';
  const childrenError = errorOf('children');
  return (
    <FormPanel title={tax ? t('consolePricing.taxes.editTitle', { name: tax.name }) : t('consolePricing.taxes.newTitle')} result={result} target={tax?.id ?? null} version={tax?.version ?? null}>
      <div className="pricing-form__grid">
        <InputField idPrefix={id} name="name" required maxLength={120} label={t('consolePricing.taxes.fields.name')} hint={t('consolePricing.taxes.hints.name')} defaultValue={value('name', tax?.name ?? '')} error={errorOf('name')} />
        <SelectField
          idPrefix={id}
          name="kind"
          label={t('consolePricing.taxes.fields.kind')}
          value={value('kind', tax?.kind ?? 'per_person_per_night')}
          error={errorOf('kind')}
          options={taxKinds.map((kind) => ({ value: kind, label: t(`consolePricing.taxes.kinds.${kind}`) }))}
        />
        <InputField
          idPrefix={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          suffix={property.currency}
          label={t('consolePricing.taxes.fields.amount')}
          hint={`${t('consolePricing.taxes.hints.amount')} ${t('consolePricing.common.amountHint', { currency: property.currency, example: moneyText(400, property.currency, lng) })}`}
          defaultValue={value('amount', moneyText(tax?.amountMinor ?? null, property.currency, lng))}
          error={errorOf('amount')}
        />
        <InputField
          idPrefix={id}
          name="percent"
          inputMode="decimal"
          autoComplete="off"
          suffix="%"
          label={t('consolePricing.taxes.fields.percent')}
          hint={`${t('consolePricing.taxes.hints.percent')} ${t('consolePricing.common.percentHint')}`}
          defaultValue={value('percent', decimalTextOf(tax?.percent ?? null, lng))}
          error={errorOf('percent')}
        />
        <InputField
          idPrefix={id}
          name="maxNights"
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.taxes.fields.maxNights')}
          hint={t('consolePricing.taxes.hints.maxNights')}
          defaultValue={value('maxNights', tax?.maxNights?.toString() ?? '')}
          error={errorOf('maxNights')}
        />
      </div>
      <CheckboxField idPrefix={id} name="includesFees" label={t('consolePricing.taxes.fields.includesFees')} hint={t('consolePricing.taxes.hints.percent')} checked={refused ? valueOf(result, 'includesFees') === 'on' : (tax?.includesFees ?? false)} error={errorOf('includesFees')} />
      <fieldset className="pricing-choices" aria-describedby={`${id}children-hint${childrenError ? ` ${id}children-error` : ''}`}>
        <legend>{t('consolePricing.taxes.fields.children')}</legend>
        <p id={`${id}children-hint`} className="field__hint">
          {t('consolePricing.taxes.hints.children')}
        </p>
        {(['none', 'all', 'under'] as const).map((choice) => (
          <label key={choice} className="checkbox">
            <input type="radio" name="children" value={choice} defaultChecked={children === choice} />
            {t(`consolePricing.taxes.childrenOptions.${choice}`)}
          </label>
        ))}
        <InputField
          idPrefix={id}
          name="exemptUnderAge"
          inputMode="numeric"
          autoComplete="off"
          label={t('consolePricing.taxes.fields.exemptUnderAge')}
          defaultValue={value('exemptUnderAge', tax?.exemptUnderAge?.toString() ?? '')}
          error={errorOf('exemptUnderAge')}
        />
        {childrenError && (
          <p id={`${id}children-error`} className="field__error">
            {childrenError}
          </p>
        )}
      </fieldset>
      <TranslationFields idPrefix={id} fields={[{ name: 'name', label: t('consolePricing.taxes.fields.name'), maxLength: 120 }]} translations={tax?.translations} result={result} />
    </FormPanel>
  );
}
