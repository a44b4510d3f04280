import type { GuestRecord } from '@direct/contracts';
import { Field, type FieldControlProps } from '@direct/ui';
import { guestDocumentTypes, guestGenders, requiredGuestFields, type GuestField } from '@direct/domain/checkin';
import type { ReactNode } from 'react';
import { countryFieldValue } from '../countries.ts';
import { fieldName, type GuestErrors } from '../guest-form.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction, TranslationKey } from '@direct/i18n/translator';

// One guest's fieldset: personal details, identity document, address, contact. Required markers
// follow the property country's registration rules (the same rules the API applies).

export function guestErrorText(t: TFunction, reason: string): string {
  const known = ['required', 'invalid_email', 'invalid_mobile', 'invalid_expiry', 'invalid_date', 'not_in_past', 'age_inconsistent', 'child_age', 'adult_age', 'invalid_country'];
  return t(`checkin.errors.${known.includes(reason) ? reason : 'invalid'}` as TranslationKey);
}

export function GuestFieldset({
  index,
  guest,
  number,
  countryCode,
  checkIn,
  errors,
  countryListId,
}: {
  index: number;
  guest: GuestRecord;
  // Adult N or child N.
  number: number;
  countryCode: string | null;
  checkIn: string;
  errors: GuestErrors;
  // The page's one <datalist> of country names (a list per field would repeat ~200 names each).
  countryListId: string;
}) {
  const { t, i18n } = useTranslation();
  const required = requiredGuestFields(guest, { countryCode, index, checkIn });
  const legend = index === 0 ? t('checkin.guests.booker') : guest.is_adult ? t('checkin.guests.adult', { number }) : t('checkin.guests.child', { number });

  const field = (name: GuestField, control: (props: ControlProps) => ReactNode) => {
    const problem = errors[fieldName(index, name)];
    return (
      <Field
        key={name}
        id={`g${index}-${name}`}
        label={t(`checkin.fields.${name}` as TranslationKey)}
        required={required.has(name)}
        requiredText={t('checkin.guests.required')}
        error={problem ? guestErrorText(t, problem.reason) : undefined}
      >
        {(props) => control({ ...props, name: fieldName(index, name), required: required.has(name) })}
      </Field>
    );
  };
  const value = (name: GuestField) => {
    const current = guest[name as keyof GuestRecord];
    return current === null || current === undefined ? '' : String(current);
  };
  const text = (name: GuestField, extra: Partial<ControlProps> & { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number } = {}) =>
    field(name, (props) => <input type="text" maxLength={100} defaultValue={value(name) || undefined} {...props} {...extra} />);
  const select = (name: GuestField, options: { value: string; label: string }[]) =>
    field(name, (props) => (
      <select defaultValue={value(name) || undefined} {...props}>
        <option value="">{t('checkin.guests.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
  const country = (name: GuestField, autoComplete = 'off') =>
    field(name, (props) => <input type="text" list={countryListId} maxLength={100} autoComplete={autoComplete} defaultValue={countryFieldValue(value(name), i18n.language) || undefined} {...props} />);

  return (
    <fieldset className="checkin-card checkin-guest" data-guest={index}>
      <legend>{legend}</legend>
      <input type="hidden" name={fieldName(index, 'is_adult')} value={guest.is_adult ? 'true' : 'false'} />
      <fieldset className="checkin-guest__group">
        <legend>{t('checkin.guests.personal')}</legend>
        <div className="checkin-grid">
          {text('title', { maxLength: 20, autoComplete: index === 0 ? 'honorific-prefix' : 'off' })}
          {text('first_name', { autoComplete: index === 0 ? 'given-name' : 'off' })}
          {text('middle_name', { autoComplete: index === 0 ? 'additional-name' : 'off' })}
          {text('last_name', { autoComplete: index === 0 ? 'family-name' : 'off' })}
          {text('second_last_name')}
          {select('gender', guestGenders.map((gender) => ({ value: gender, label: t(`checkin.guests.genders.${gender}`) })))}
          {text('date_of_birth', { type: 'date', max: checkIn, maxLength: undefined } as Partial<ControlProps>)}
          {!guest.is_adult && text('age', { inputMode: 'numeric', maxLength: 3 })}
          {country('birth_country')}
          {text('birth_place')}
          {country('nationality')}
          {!guest.is_adult && text('kinship', { maxLength: 60 })}
        </div>
      </fieldset>
      <fieldset className="checkin-guest__group">
        <legend>{t('checkin.guests.document')}</legend>
        <div className="checkin-grid">
          {select('document_type', guestDocumentTypes.map((type) => ({ value: type, label: t(`checkin.guests.documentTypes.${type}`) })))}
          {text('passport_number', { maxLength: 40 })}
          {text('document_support_number', { maxLength: 40 })}
          {text('passport_expiry', { type: 'date', maxLength: undefined })}
          {country('document_issuing_country')}
          {text('document_issue_place')}
          {text('driving_licence', { maxLength: 40 })}
        </div>
      </fieldset>
      <fieldset className="checkin-guest__group">
        <legend>{t('checkin.guests.address')}</legend>
        <div className="checkin-grid">
          {text('address_line1', { maxLength: 200, autoComplete: index === 0 ? 'address-line1' : 'off' })}
          {text('address_line2', { maxLength: 200, autoComplete: index === 0 ? 'address-line2' : 'off' })}
          {text('city', { autoComplete: index === 0 ? 'address-level2' : 'off' })}
          {text('state', { autoComplete: index === 0 ? 'address-level1' : 'off' })}
          {text('postal_code', { maxLength: 20, autoComplete: index === 0 ? 'postal-code' : 'off' })}
          {country('country', index === 0 ? 'country-name' : 'off')}
        </div>
      </fieldset>
      <fieldset className="checkin-guest__group">
        <legend>{t('checkin.guests.contact')}</legend>
        <div className="checkin-grid">
          {text('mobile', { type: 'tel', inputMode: 'tel', maxLength: 40, autoComplete: index === 0 ? 'tel' : 'off' })}
          {text('email', { type: 'email', inputMode: 'email', maxLength: 254, autoComplete: index === 0 ? 'email' : 'off' })}
        </div>
      </fieldset>
    </fieldset>
  );
}

type ControlProps = FieldControlProps & { name: string; required: boolean };
