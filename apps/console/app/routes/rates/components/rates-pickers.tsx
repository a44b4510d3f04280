import type { HostRatesProperty } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { RatesView } from '../rates-data.server.ts';

// Which property, plan and months the grid shows: a GET form, so the choice is in the URL and
// works without JavaScript; earlier/later move by the months shown.

export function RatesPickers({ properties, property, view, earlier, later }: { properties: HostRatesProperty[]; property: HostRatesProperty; view: RatesView; earlier: string; later: string }) {
  const { t } = useTranslation();
  return (
    <div className="rates-pickers">
      <Form method="get" className="form-row">
        <Field id="pick-property" label={t('consoleRates.picker.property')}>
          {(control) => (
            <select name="propertyId" {...control} defaultValue={property.id}>
              {properties.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="pick-plan" label={t('consoleRates.picker.ratePlan')}>
          {(control) => (
            <select name="ratePlanId" {...control} defaultValue={view.ratePlanId ?? undefined}>
              {property.ratePlans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="pick-from" label={t('consoleRates.picker.from')}>
          {(control) => <input type="month" name="from" {...control} defaultValue={view.month} />}
        </Field>
        <Field id="pick-months" label={t('consoleRates.picker.months')}>
          {(control) => (
            <select name="months" {...control} defaultValue={view.months}>
              {[1, 2, 3].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('consoleRates.picker.show')}
        </Button>
      </Form>
      <nav className="button-row rates-pickers__steps" aria-label={t('consoleRates.picker.months')}>
        <a className="button button--quiet button--small" href={earlier}>
          ← {t('consoleRates.picker.previous')}
        </a>
        <a className="button button--quiet button--small" href={later}>
          {t('consoleRates.picker.next')} →
        </a>
      </nav>
    </div>
  );
}
