import { Button, Field, Notice } from '@direct/ui';
import type { FirstStepInfo, TimeSlotOption } from '@direct/contracts';
import { Form } from 'react-router';
import { formatMoney } from '../../../lib/catalog/format.ts';
import type { GeneralFormState, GeneralValues } from '../checkin.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction, TranslationKey } from '@direct/i18n/translator';

// Step 1: arrival and departure time (paid slots with label, time and price; unavailable ones
// disabled with the reason), purpose of stay and the required consent. A plain POST.

const optionValue = (option: { addOnId: number | null; time: string }) => `${option.addOnId ?? 'free'}@${option.time}`;

function optionText(t: TFunction, lng: string, option: TimeSlotOption): string {
  if (option.addOnId === null || !option.addonLabel || !option.price) return option.time;
  const price = formatMoney(option.price, lng);
  const text = option.addonLabel.includes(option.time)
    ? t('checkin.general.paidSlot', { label: option.addonLabel, price })
    : t('checkin.general.paidSlotTime', { label: option.addonLabel, time: option.time, price });
  return option.unavailable && option.unavailableReason ? t('checkin.general.unavailable', { option: text, reason: t(`checkin.general.reasons.${option.unavailableReason}`) }) : text;
}

// The property's time when offered free; else (a host's window) the window's first or last free slot.
function freeOrFirst(options: TimeSlotOption[], time: string, end: 'first' | 'last'): { addOnId: null; time: string } {
  const free = options.filter((option) => option.addOnId === null);
  if (free.some((option) => option.time === time)) return { addOnId: null, time };
  const pick = end === 'first' ? free[0] : free.at(-1);
  return { addOnId: null, time: pick?.time ?? time };
}

function errorText(t: TFunction, info: FirstStepInfo, name: string, reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  switch (reason) {
    case 'too_early':
      return t('checkin.general.errors.too_early', { time: info.checkInTime });
    case 'too_late':
      return t('checkin.general.errors.too_late', { time: info.checkOutTime });
    case 'consent_required':
    case 'slot_not_offered':
    case 'slot_unavailable':
    case 'slot_paid':
      return t(`checkin.general.errors.${reason}` as TranslationKey);
    default:
      return name === 'consent' ? t('checkin.general.errors.consent_required') : t('checkin.general.errors.invalid');
  }
}

export function GeneralForm({ info, action, state }: { info: FirstStepInfo; action: string; state: GeneralFormState | undefined }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const values: GeneralValues = state?.values ?? {
    arrival: info.arrival_time ? optionValue(info.arrival_time) : optionValue(freeOrFirst(info.options.arrival, info.checkInTime, 'first')),
    departure: info.departure_time ? optionValue(info.departure_time) : optionValue(freeOrFirst(info.options.departure, info.checkOutTime, 'last')),
    purpose: info.purposeOfStay ?? '',
    consent: info.completed,
  };
  const errors = state?.errors ?? {};
  const error = (name: string) => errorText(t, info, name, errors[name]?.reason);

  const timeSelect = (name: 'arrival_time' | 'departure_time', options: TimeSlotOption[], chosen: FirstStepInfo['arrival_time'], hint: string) => {
    // A saved time that isn't among the options (a free time typed elsewhere) stays selectable.
    const all = chosen && !options.some((option) => optionValue(option) === optionValue(chosen)) ? [...options, { ...chosen, unavailable: false, unavailableReason: null }] : options;
    return (
      <Field
        id={name}
        label={name === 'arrival_time' ? t('checkin.general.arrival') : t('checkin.general.departure')}
        hint={hint}
        error={error(name) || undefined}
        required
        requiredText={t('checkin.guests.required')}
      >
        {(props) => (
          <>
            <select {...props} name={name} required defaultValue={values[name === 'arrival_time' ? 'arrival' : 'departure']}>
              {all.map((option) => (
                <option key={optionValue(option)} value={optionValue(option)} disabled={option.unavailable}>
                  {optionText(t, lng, option as TimeSlotOption)}
                </option>
              ))}
            </select>
            {chosen?.paid && chosen.addonLabel && <p className="checkin-note">{t('checkin.general.paidNote', { label: chosen.addonLabel })}</p>}
          </>
        )}
      </Field>
    );
  };

  return (
    <Form method="post" action={action} noValidate className="checkin-card checkin-form" aria-label={t('checkin.general.heading')}>
      <p className="checkin-note">{t('checkin.general.intro')}</p>
      <input type="hidden" name="intent" value="general" />
      {state?.formError && (
        <Notice boxed tone="error">
          <p>{t('checkin.errors.generic')}</p>
        </Notice>
      )}
      {timeSelect('arrival_time', info.options.arrival, info.arrival_time, t('checkin.general.arrivalHint', { time: info.checkInTime }))}
      {timeSelect('departure_time', info.options.departure, info.departure_time, t('checkin.general.departureHint', { time: info.checkOutTime }))}
      <p className="checkin-note">{t('checkin.general.slotsNote')}</p>
      <fieldset aria-describedby={error('purpose_of_stay') ? 'purpose_of_stay-error' : undefined}>
        <legend>
          {t('checkin.general.purpose')} <span className="checkin-required" aria-hidden="true">*</span>
        </legend>
        <div className="checkin-choices">
          {(['leisure', 'business', 'student'] as const).map((purpose) => (
            <label key={purpose} className="checkin-choice">
              <input type="radio" name="purpose_of_stay" value={purpose} defaultChecked={values.purpose === purpose} required />
              {t(`checkin.general.purposes.${purpose}`)}
            </label>
          ))}
        </div>
        {error('purpose_of_stay') && (
          <p id="purpose_of_stay-error" className="field__error">
            {error('purpose_of_stay')}
          </p>
        )}
      </fieldset>
      <div className="checkin-consent">
        <input id="consent" type="checkbox" name="consent" defaultChecked={values.consent} required aria-invalid={error('consent') ? true : undefined} aria-describedby={error('consent') ? 'consent-error' : undefined} />
        <label htmlFor="consent">
          {t('checkin.general.consent')} <span className="checkin-required" aria-hidden="true">*</span>
        </label>
        {error('consent') && (
          <p id="consent-error" className="field__error" role="alert">
            {error('consent')}
          </p>
        )}
      </div>
      <div className="form-actions">
        <Button type="submit">{t('checkin.general.submit')}</Button>
      </div>
    </Form>
  );
}
