import type { GuestRecord } from '@direct/contracts';
import { guestFieldOrder, guestTextFields, type GuestField } from '@direct/domain/checkin';
import { countryCodeFor } from './countries.ts';

// The Guest info form as plain form fields (works without JavaScript): guest N's field F is
// named "guests.N.F", exactly the API's error field, so an answer's errors land on their inputs.

export type GuestErrors = Record<string, { reason: string; message: string }>;

export type GuestFormState = { values: GuestRecord[]; errors: GuestErrors; formError: string | null };

export const fieldName = (index: number, field: GuestField) => `guests.${index}.${field}`;

const dateFields = new Set<GuestField>(['date_of_birth', 'passport_expiry']);

// Country fields are text inputs sharing one list of names (one list per page, not one per field):
// the guest picks or types a name in the page's language, the API takes its code.
export const countryFields = new Set<GuestField>(['birth_country', 'nationality', 'document_issuing_country', 'country']);

/** The guests a posted form describes, as the API takes them (blank → null, country names → codes). */
export function guestsFromForm(form: FormData, lng: string): GuestRecord[] {
  const count = Math.min(60, Math.max(0, Number(form.get('guest_count')) || 0));
  const guests: GuestRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = (field: GuestField) => {
      const value = String(form.get(fieldName(index, field)) ?? '').trim().slice(0, 254);
      return value === '' ? null : value;
    };
    const guest: Record<string, unknown> = { is_adult: form.get(fieldName(index, 'is_adult')) !== 'false' };
    for (const field of guestTextFields) {
      const value = text(field);
      guest[field] = value !== null && countryFields.has(field) ? countryCodeFor(value, lng) : value;
    }
    for (const field of ['gender', 'document_type'] as const) guest[field] = text(field);
    for (const field of dateFields) guest[field] = text(field);
    const age = text('age');
    guest['age'] = age === null ? null : /^\d{1,3}$/.test(age) ? Number(age) : -1;
    guests.push(guest as GuestRecord);
  }
  return guests;
}

/** The form's fields in order, for the error summary. */
export function orderedErrorKeys(errors: GuestErrors, count: number): string[] {
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    for (const field of guestFieldOrder) if (errors[fieldName(index, field)]) keys.push(fieldName(index, field));
  }
  return keys;
}
