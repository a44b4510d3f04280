import type { HostRatesProperty } from '@direct/contracts';
import { Button, Field, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { failureOf, fieldErrorOf, type RatesResult } from '../../../lib/forms/rates-form.ts';
import type { GridSelection } from './rates-grid.tsx';

// The editor beside the grid, and the plain form without JavaScript: dates, unit types, weekdays
// and the values to set (empty = keep). A selection in the grid fills it.

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function BulkForm({
  property,
  ratePlanId,
  defaults,
  selection,
  focusToken,
  result,
  onBlockSelection,
}: {
  property: HostRatesProperty;
  ratePlanId: number;
  defaults: { from: string; to: string };
  selection: GridSelection | null;
  // Changes when the keyboard asks for the editor: the price field takes the focus.
  focusToken: number;
  result: RatesResult | undefined;
  onBlockSelection: (selection: GridSelection) => void;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'bulk';
  const failed = failureOf(result, 'bulk');
  const errorOf = fieldErrorOf(t, result, 'bulk');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusToken > 0) first.current?.focus();
  }, [focusToken]);
  const kept = (field: string, fallback = '') => failed?.values[field] ?? fallback;
  const chosenTypes = selection ? selection.unitTypeIds : failed ? kept('unitTypeIds').split(',').map(Number) : property.unitTypes.map((unitType) => unitType.id);
  const chosenDays = failed && kept('weekdays') ? kept('weekdays').split(',').map(Number) : [...weekdays];
  // A new selection or answer starts the form afresh with its values.
  const formKey = `${selection?.from}-${selection?.to}-${selection?.unitTypeIds.join('.')}-${result ? JSON.stringify(result).length : 0}`;
  const tri = (name: 'cta' | 'ctd' | 'stopSell', label: string) => (
    <Field id={`bulk-${name}`} label={label} error={errorOf(name)}>
      {(control) => (
        <select name={name} {...control} defaultValue={kept(name)}>
          <option value="">{t('consoleRates.bulk.keep')}</option>
          <option value="yes">{t('consoleRates.bulk.yes')}</option>
          <option value="no">{t('consoleRates.bulk.no')}</option>
        </select>
      )}
    </Field>
  );

  return (
    <section className="panel rates-editor" aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('consoleRates.bulk.title')}</h2>
      <p className="muted">{t('consoleRates.bulk.intro')}</p>
      {result?.intent === 'bulk' && result.ok && (
        <Notice tone="success">
          {t('consoleRates.bulk.done', { count: result.count ?? 0 })} {result.skipped ? t('consoleRates.bulk.skipped', { count: result.skipped }) : null}
        </Notice>
      )}
      {failed && (
        <Notice tone="error" boxed className="form-summary">
          {failed.detail ?? t('console.formErrors.fixFields', { count: Object.keys(failed.fieldErrors).length })}
        </Notice>
      )}
      <Form method="post" className="form-stack" key={formKey} aria-busy={saving}>
        <CsrfField />
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="propertyId" value={property.id} />
        <input type="hidden" name="ratePlanId" value={ratePlanId} />
        <div className="rates-editor__range">
          <Field id="bulk-from" label={t('consoleRates.bulk.from')} error={errorOf('from')} required requiredText={t('console.forms.required')}>
            {(control) => <input type="date" name="from" {...control} defaultValue={selection?.from ?? kept('from', defaults.from)} />}
          </Field>
          <Field id="bulk-to" label={t('consoleRates.bulk.to')} error={errorOf('to')} required requiredText={t('console.forms.required')}>
            {(control) => <input type="date" name="to" {...control} defaultValue={selection?.to ?? kept('to', defaults.to)} />}
          </Field>
        </div>
        <fieldset className="checkbox-group" aria-describedby={errorOf('unitTypeIds') ? 'bulk-types-error' : undefined}>
          <legend>{t('consoleRates.bulk.unitTypes')}</legend>
          {property.unitTypes.map((unitType) => (
            <label key={unitType.id} className="checkbox">
              <input type="checkbox" name="unitTypeIds" value={unitType.id} defaultChecked={chosenTypes.includes(unitType.id)} />
              {unitType.name}
            </label>
          ))}
          {errorOf('unitTypeIds') && (
            <p id="bulk-types-error" className="field__error">
              {errorOf('unitTypeIds')}
            </p>
          )}
        </fieldset>
        <fieldset className="checkbox-group rates-editor__weekdays" aria-describedby={errorOf('weekdays') ? 'bulk-weekdays-error' : undefined}>
          <legend>{t('consoleRates.bulk.weekdays')}</legend>
          {weekdays.map((day) => (
            <label key={day} className="checkbox">
              <input type="checkbox" name="weekdays" value={day} defaultChecked={chosenDays.includes(day)} />
              {t(`consoleRates.bulk.weekday.${weekdayKeys[day - 1]!}`)}
            </label>
          ))}
          {errorOf('weekdays') && (
            <p id="bulk-weekdays-error" className="field__error">
              {errorOf('weekdays')}
            </p>
          )}
        </fieldset>
        <Field id="bulk-price" label={t('consoleRates.bulk.price', { currency: property.currency })} error={errorOf('price')}>
          {(control) => <input ref={first} name="price" inputMode="decimal" autoComplete="off" {...control} defaultValue={kept('price')} />}
        </Field>
        <div className="rates-editor__dates">
          <Field id="bulk-min" label={t('consoleRates.bulk.minStay')} error={errorOf('minStay')}>
            {(control) => <input name="minStay" type="number" min={1} max={365} {...control} defaultValue={kept('minStay')} />}
          </Field>
          <Field id="bulk-max" label={t('consoleRates.bulk.maxStay')} error={errorOf('maxStay')}>
            {(control) => <input name="maxStay" type="number" min={1} max={365} {...control} defaultValue={kept('maxStay')} />}
          </Field>
        </div>
        <label className="checkbox">
          <input type="checkbox" name="clearMaxStay" defaultChecked={kept('clearMaxStay') === 'on'} />
          {t('consoleRates.bulk.clearMaxStay')}
        </label>
        {tri('cta', t('consoleRates.bulk.cta'))}
        {tri('ctd', t('consoleRates.bulk.ctd'))}
        {tri('stopSell', t('consoleRates.bulk.stopSell'))}
        {saving && (
          <div className="rates-progress" role="status">
            <progress aria-label={t('consoleRates.bulk.saving')} />
            <span>{t('consoleRates.bulk.saving')}</span>
          </div>
        )}
        <div className="button-row">
          <Button type="submit" disabled={saving}>
            {t('consoleRates.bulk.submit')}
          </Button>
          {selection && selection.unitTypeIds.length === 1 && (
            <Button variant="secondary" onClick={() => onBlockSelection(selection)}>
              {t('consoleRates.bulk.blockSelection')}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
