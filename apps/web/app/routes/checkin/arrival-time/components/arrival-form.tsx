import type { ArrivalTime } from '@direct/contracts';
import { Button, Field, panelClassName } from '@direct/ui';
import { useEffect } from 'react';
import { Form } from 'react-router';
import { suggestedTimes, type ArrivalFormState, type ArrivalProblem } from '../arrival-form.ts';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';

export function arrivalProblemText(t: TFunction, problem: ArrivalProblem, arrival: ArrivalTime): string {
  switch (problem) {
    case 'tooEarly':
      return t('review.arrival.tooEarly', { time: arrival.checkInTime });
    case 'beforeSlot':
      return t('review.arrival.beforeSlot', { time: arrival.earliestArrivalTime });
    default:
      return t(`review.arrival.${problem}`);
  }
}

// A time field and one-press suggested times (submit buttons: no JavaScript needed).
export function ArrivalForm({ action, arrival, state }: { action: string; arrival: ArrivalTime; state: ArrivalFormState | undefined }) {
  const { t } = useTranslation();
  const value = state?.value ?? arrival.arrivalTime ?? '';
  const error = state ? arrivalProblemText(t, state.problem, arrival) : undefined;
  useEffect(() => {
    if (state) document.getElementById('arrival-time')?.focus();
  }, [state]);

  return (
    <Form method="post" action={action} noValidate className={panelClassName({ flat: true }, 'arrival-form')} aria-labelledby="arrival-form-title">
      <h2 id="arrival-form-title">{t('review.arrival.heading')}</h2>
      <Field id="arrival-time" label={t('review.arrival.field')} hint={t('review.arrival.hint')} error={error} alertError>
        {({ className, ...control }) =>
          // The host's window: a choice among its slots; otherwise any time.
          arrival.slots.length > 0 ? (
            <select {...control} className={className} name="arrival_time" defaultValue={arrival.slots.includes(value) ? value : arrival.slots[0]}>
              {arrival.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          ) : (
            <input {...control} className={`${className} arrival-time-input`} name="arrival_time" type="time" step={60} defaultValue={/^\d{2}:\d{2}$/.test(value) ? value : ''} />
          )
        }
      </Field>
      <Button type="submit">{t('review.arrival.submit')}</Button>
      <fieldset className="arrival-suggestions">
        <legend className="field__label">{t('review.arrival.suggestions')}</legend>
        <ul className="arrival-suggestions__list">
          {suggestedTimes(arrival).map((time) => (
            <li key={time}>
              <button type="submit" name="suggested" value={time} className="arrival-suggestions__button" aria-pressed={arrival.arrivalTime === time}>
                {time}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    </Form>
  );
}
