import type { HostCancellationPolicy, HostRatePlan } from '@direct/contracts';
import { mealPlanValues } from '@direct/contracts';
import { Button, Field, Notice } from '@direct/ui';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { failureOf, fieldErrorOf, type RatesResult } from '../../../lib/forms/rates-form.ts';

// Create or edit a rate plan. A refused post keeps what was typed; a stale one says so and takes
// the latest version, so saving again is a deliberate overwrite.

export function PlanForm({
  propertyId,
  plans,
  policies,
  editing,
  result,
  cancelHref,
}: {
  propertyId: number;
  plans: HostRatePlan[];
  policies: HostCancellationPolicy[];
  editing: HostRatePlan | null;
  result: RatesResult | undefined;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const intent = editing ? 'update' : 'create';
  const failed = failureOf(result, intent);
  const errorOf = fieldErrorOf(t, result, intent);
  const stale = failed?.fieldErrors['version'] === 'stale';
  const kept = (field: string, current: string) => failed?.values[field] ?? current;
  const checked = (field: string, current: boolean) => (failed ? failed.values[field] === 'on' : current);
  const [pricing, setPricing] = useState(kept('pricing', editing?.parentRatePlanId ? 'derived' : 'base'));
  const parents = plans.filter((plan) => plan.id !== editing?.id);
  const title = editing ? t('consoleRates.plans.editTitle', { name: editing.name }) : t('consoleRates.plans.createTitle');
  const formKey = `${editing?.id ?? 'new'}-${editing?.version ?? 0}-${result ? JSON.stringify(result).length : 0}`;
  return (
    <section className="panel" aria-labelledby="plan-form-title" id="plan-form">
      <h2 id="plan-form-title">{title}</h2>
      {failed && (
        <Notice tone="error" boxed className="form-summary">
          {stale ? t('consoleRates.errors.stale') : (failed.detail ?? t('console.formErrors.fixFields', { count: Object.keys(failed.fieldErrors).length }))}
        </Notice>
      )}
      <Form method="post" className="form-stack" key={formKey}>
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="propertyId" value={propertyId} />
        {editing && <input type="hidden" name="ratePlanId" value={editing.id} />}
        {editing && <input type="hidden" name="version" value={editing.version} />}
        <Field id="plan-name" label={t('consoleRates.plans.name')} error={errorOf('name')} required requiredText={t('console.forms.required')}>
          {(control) => <input name="name" maxLength={120} {...control} defaultValue={kept('name', editing?.name ?? '')} />}
        </Field>
        <Field id="plan-description" label={t('consoleRates.plans.description')} error={errorOf('description')} optionalText={t('consoleRates.optional')}>
          {(control) => <textarea name="description" rows={2} maxLength={2000} {...control} defaultValue={kept('description', editing?.description ?? '')} />}
        </Field>
        <PlanTranslations editing={editing} kept={kept} errorOf={errorOf} />
        <Field id="plan-policy" label={t('consoleRates.plans.policy')} error={errorOf('cancellationPolicyId')} required requiredText={t('console.forms.required')}>
          {(control) => (
            <select name="cancellationPolicyId" {...control} defaultValue={kept('cancellationPolicyId', String(editing?.cancellationPolicy.id ?? policies[0]?.id ?? ''))}>
              {policies.map((policy) => (
                <option key={policy.id} value={policy.id}>
                  {policy.name} ({t(`consoleRates.policies.kinds.${policy.kind}`)})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="plan-meal" label={t('consoleRates.plans.mealPlan')} error={errorOf('mealPlan')}>
          {(control) => (
            <select name="mealPlan" {...control} defaultValue={kept('mealPlan', editing?.mealPlan ?? 'room_only')}>
              {mealPlanValues.map((meal) => (
                <option key={meal} value={meal}>
                  {t(`consoleRates.plans.mealPlans.${meal}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="checkbox-group">
          <legend>{t('consoleRates.plans.pricing')}</legend>
          <label className="checkbox">
            <input type="radio" name="pricing" value="base" checked={pricing === 'base'} onChange={() => setPricing('base')} />
            {t('consoleRates.plans.base')}
          </label>
          <label className="checkbox">
            <input type="radio" name="pricing" value="derived" checked={pricing === 'derived'} onChange={() => setPricing('derived')} disabled={parents.length === 0} />
            {t('consoleRates.plans.derivedFrom')}
          </label>
        </fieldset>
        {parents.length > 0 && (
          <div className="form-row">
            <Field id="plan-parent" label={t('consoleRates.plans.parent')} error={errorOf('parentRatePlanId')}>
              {(control) => (
                <select name="parentRatePlanId" {...control} defaultValue={kept('parentRatePlanId', String(editing?.parentRatePlanId ?? parents[0]?.id ?? ''))}>
                  {parents.map((plan) => (
                    <option key={plan.id} value={plan.id}>
                      {plan.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="plan-percent" label={t('consoleRates.plans.percent')} hint={t('consoleRates.plans.percentHint')} error={errorOf('derivedPercent')}>
              {(control) => <input name="derivedPercent" inputMode="decimal" {...control} defaultValue={kept('derivedPercent', editing?.derivedPercent?.toString() ?? '')} />}
            </Field>
          </div>
        )}
        <div className="form-row">
          <Field id="plan-prepayment" label={t('consoleRates.plans.prepayment')} error={errorOf('prepaymentPercent')}>
            {(control) => <input name="prepaymentPercent" type="number" min={1} max={100} {...control} defaultValue={kept('prepaymentPercent', String(editing?.prepaymentPercent ?? 100))} />}
          </Field>
          <Field id="plan-balance" label={t('consoleRates.plans.balanceDue')} error={errorOf('balanceDueDaysBeforeArrival')}>
            {(control) => <input name="balanceDueDaysBeforeArrival" type="number" min={0} max={365} {...control} defaultValue={kept('balanceDueDaysBeforeArrival', String(editing?.balanceDueDaysBeforeArrival ?? 30))} />}
          </Field>
          <Field id="plan-order" label={t('consoleRates.plans.sortOrder')} error={errorOf('sortOrder')}>
            {(control) => <input name="sortOrder" type="number" min={0} max={1000} {...control} defaultValue={kept('sortOrder', String(editing?.sortOrder ?? 0))} />}
          </Field>
        </div>
        <label className="checkbox">
          <input type="checkbox" name="allowForBookingEngine" defaultChecked={checked('allowForBookingEngine', editing?.allowForBookingEngine ?? true)} />
          {t('consoleRates.plans.bookingEngine')}
        </label>
        <label className="checkbox">
          <input type="checkbox" name="isActive" defaultChecked={checked('isActive', editing?.isActive ?? true)} aria-describedby={errorOf('isActive') ? 'plan-active-error' : undefined} />
          {t('consoleRates.plans.active')}
        </label>
        {errorOf('isActive') && (
          <p id="plan-active-error" className="field__error">
            {errorOf('isActive')}
          </p>
        )}
        <div className="button-row">
          <Button type="submit">{editing ? t('consoleRates.plans.save') : t('consoleRates.plans.create')}</Button>
          {editing && (
            <Link className="button button--quiet" to={cancelHref}>
              {t('consoleRates.plans.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

// The name and description in German and Portuguese, in a disclosure open when something is in it
// or wrong with it; each input says its language (lang) for spell checkers and screen readers.
function PlanTranslations({ editing, kept, errorOf }: { editing: HostRatePlan | null; kept: (field: string, current: string) => string; errorOf: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  const languages = ['de', 'pt'] as const;
  const current = (language: 'de' | 'pt', field: 'name' | 'description') => kept(`translations.${language}.${field}`, editing?.translations?.[language]?.[field] ?? '');
  const open = languages.some((language) => ['name', 'description'].some((field) => current(language, field as 'name') !== '' || errorOf(`translations.${language}.${field}`)));
  return (
    <details className="plan-translations" open={open}>
      <summary>{t('consoleRates.planTranslations.title')}</summary>
      <p className="muted">{t('consoleRates.planTranslations.hint')}</p>
      {languages.map((language) => {
        const name = t(`consoleRates.planTranslations.languages.${language}`);
        return (
          <div key={language} className="form-stack">
            <Field id={`plan-name-${language}`} label={t('consoleRates.planTranslations.name', { language: name })} error={errorOf(`translations.${language}.name`)} optionalText={t('consoleRates.optional')}>
              {(control) => <input name={`translations.${language}.name`} lang={language} maxLength={120} {...control} defaultValue={current(language, 'name')} />}
            </Field>
            <Field id={`plan-description-${language}`} label={t('consoleRates.planTranslations.description', { language: name })} error={errorOf(`translations.${language}.description`)} optionalText={t('consoleRates.optional')}>
              {(control) => <textarea name={`translations.${language}.description`} lang={language} rows={2} maxLength={2000} {...control} defaultValue={current(language, 'description')} />}
            </Field>
          </div>
        );
      })}
    </details>
  );
}
