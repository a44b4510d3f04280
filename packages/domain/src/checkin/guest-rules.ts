import { isIsoDate } from '../dates/iso-date.ts';
import type { GuestDetails, GuestField } from './guest-details.ts';

// Which guest fields a property's country requires, and the spec's §5 checks. Pure: the API
// validates with it and the site marks the same fields as required.
//
// - Spain (SES.HOSPEDAJES, Real Decreto 933/2021): every guest's name, sex, birth date and
//   nationality; from 14 years an identity document (type, number, and for a DNI or NIE its
//   support number), an address and a telephone or email; Spaniards give their second surname;
//   minors their kinship to the adult responsible.
// - Italy (Alloggiati Web, the Questura's schedine): every guest's surname, name, sex, birth date,
//   birth state (and place when born in Italy) and citizenship; the group leader (the booker)
//   also the document's type, number and place of issue.
// - Portugal (SIBA / AIMA boletins de alojamento): foreign guests' nationality, birth date,
//   document type, number and issuing country and country of residence.

export type RegistrationAuthority = 'es_ses' | 'it_alloggiati' | 'pt_siba';

export const authorityOfCountry: Readonly<Record<string, RegistrationAuthority>> = { ES: 'es_ses', IT: 'it_alloggiati', PT: 'pt_siba' };

export function registrationAuthority(countryCode: string | null | undefined): RegistrationAuthority | null {
  return countryCode ? (authorityOfCountry[countryCode.toUpperCase()] ?? null) : null;
}

export type GuestContext = {
  // The property's ISO country code.
  countryCode: string | null;
  // Position in the list: 0 is the booker (and the group leader).
  index: number;
  // The booking's check-in (YYYY-MM-DD): ages and document expiry are judged on that day.
  checkIn: string;
};

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// A guest's age for the rules: from the birth date, else the age given, else adult or child.
function ageOf(guest: GuestDetails, checkIn: string): number {
  if (guest.date_of_birth && isIsoDate(guest.date_of_birth) && guest.date_of_birth <= checkIn) return ageOn(guest.date_of_birth, checkIn);
  if (guest.age !== null) return guest.age;
  return guest.is_adult ? 30 : 10;
}

const upper = (value: string | null) => (value ?? '').trim().toUpperCase();

/** The fields this guest must fill in, for the property's country. */
export function requiredGuestFields(guest: GuestDetails, context: GuestContext): Set<GuestField> {
  const required = new Set<GuestField>(['first_name', 'last_name']);
  const booker = context.index === 0;
  if (booker) {
    required.add('email');
    required.add('mobile');
  }
  if (!guest.is_adult) required.add('age');
  const age = ageOf(guest, context.checkIn);
  switch (registrationAuthority(context.countryCode)) {
    case 'es_ses': {
      for (const field of ['gender', 'date_of_birth', 'nationality'] as const) required.add(field);
      if (age >= 14) {
        for (const field of ['document_type', 'passport_number', 'address_line1', 'city', 'postal_code', 'country'] as const) required.add(field);
        if (guest.document_type === 'dni' || guest.document_type === 'nie') required.add('document_support_number');
        if (!guest.email?.trim()) required.add('mobile');
      }
      if (upper(guest.nationality) === 'ES') required.add('second_last_name');
      if (age < 18) required.add('kinship');
      break;
    }
    case 'it_alloggiati': {
      for (const field of ['gender', 'date_of_birth', 'birth_country', 'nationality'] as const) required.add(field);
      if (upper(guest.birth_country) === 'IT') required.add('birth_place');
      if (booker) for (const field of ['document_type', 'passport_number', 'document_issue_place'] as const) required.add(field);
      break;
    }
    case 'pt_siba': {
      required.add('nationality');
      required.add('date_of_birth');
      // Portuguese citizens aren't reported to SIBA; everyone else is.
      if (upper(guest.nationality) !== 'PT') {
        for (const field of ['document_type', 'passport_number', 'document_issuing_country', 'country'] as const) required.add(field);
      }
      break;
    }
    default:
      break;
  }
  return required;
}

export type GuestProblem = { index: number; field: GuestField; reason: string; message: string };

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const countryPattern = /^[A-Z]{2}$/;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Digits in a phone number: a valid mobile has 6 to 15 (E.164's limit). */
export function mobileDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** The §5 problems of one guest (empty when it is fine). */
export function checkGuest(guest: GuestDetails, context: GuestContext, today: string): GuestProblem[] {
  const problems: GuestProblem[] = [];
  const add = (field: GuestField, reason: string, message: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ index: context.index, field, reason, message });
  };
  for (const field of requiredGuestFields(guest, context)) {
    if (isBlank(guest[field])) add(field, 'required', requiredMessage(field));
  }
  if (!isBlank(guest.email) && !emailPattern.test(guest.email!.trim())) add('email', 'invalid_email', 'Email must be a valid email address');
  if (!isBlank(guest.mobile) && (!/^\+?[\d\s().-]+$/.test(guest.mobile!.trim()) || mobileDigits(guest.mobile!) < 6 || mobileDigits(guest.mobile!) > 15)) {
    add('mobile', 'invalid_mobile', 'Mobile number must have a valid length');
  }
  if (guest.date_of_birth !== null) {
    if (!isIsoDate(guest.date_of_birth)) add('date_of_birth', 'invalid_date', 'Date of birth must be a valid date');
    else if (guest.date_of_birth >= today) add('date_of_birth', 'not_in_past', 'Date of birth must be in the past');
    else if (guest.date_of_birth < '1900-01-01') add('date_of_birth', 'invalid_date', 'Date of birth must be a valid date');
  }
  if (guest.passport_expiry !== null && (!isIsoDate(guest.passport_expiry) || guest.passport_expiry < context.checkIn)) {
    add('passport_expiry', 'invalid_expiry', 'Expiry date must be valid');
  }
  for (const field of ['nationality', 'country', 'document_issuing_country', 'birth_country'] as const) {
    if (!isBlank(guest[field]) && !countryPattern.test(guest[field]!)) add(field, 'invalid_country', 'Choose a country from the list');
  }
  if (!guest.is_adult) {
    if (guest.age !== null && (guest.age < 0 || guest.age > 17)) add('age', 'child_age', 'A child must be under 18');
  } else if (guest.age !== null && guest.age < 18) {
    add('age', 'adult_age', 'An adult must be 18 or older');
  }
  // The birth date and the age given must tell the same story.
  if (guest.date_of_birth && isIsoDate(guest.date_of_birth) && guest.date_of_birth < today && !problems.some((p) => p.field === 'date_of_birth')) {
    const age = ageOn(guest.date_of_birth, context.checkIn);
    if (guest.age !== null && guest.age !== age) add('age', 'age_inconsistent', 'The age does not match the date of birth');
    else if (!guest.is_adult && age >= 18) add('date_of_birth', 'age_inconsistent', 'A child must be under 18 on arrival');
    else if (guest.is_adult && age < 18) add('date_of_birth', 'age_inconsistent', 'An adult must be 18 or older on arrival');
  }
  return problems;
}

/** Problems of a whole guest list: one entry per adult and child, adults first, the booker first. */
export function checkGuestList(
  guests: readonly GuestDetails[],
  booking: { adults: number; children: number; checkIn: string; countryCode: string | null },
  today: string,
): GuestProblem[] {
  const problems: GuestProblem[] = [];
  const adults = guests.filter((guest) => guest.is_adult).length;
  if (guests.length !== booking.adults + booking.children || adults !== booking.adults) {
    problems.push({
      index: -1,
      field: 'is_adult',
      reason: 'guest_count',
      message: `Give the details of ${booking.adults} adult(s) and ${booking.children} child(ren)`,
    });
  }
  if (guests[0] && !guests[0].is_adult) problems.push({ index: 0, field: 'is_adult', reason: 'booker_adult', message: 'The booker must be an adult' });
  guests.forEach((guest, index) => problems.push(...checkGuest(guest, { countryCode: booking.countryCode, index, checkIn: booking.checkIn }, today)));
  return problems;
}

const fieldNames: Partial<Record<GuestField, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  second_last_name: 'Second surname',
  email: 'Email',
  mobile: 'Mobile number',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  document_type: 'Document type',
  passport_number: 'Document number',
  document_support_number: 'Document support number',
  document_issuing_country: 'Issuing country',
  document_issue_place: 'Place of issue',
  birth_country: 'Country of birth',
  birth_place: 'Place of birth',
  address_line1: 'Address',
  city: 'City',
  postal_code: 'Postal code',
  country: 'Country of residence',
  kinship: 'Relationship to the adult responsible',
  age: 'Age',
};

function requiredMessage(field: GuestField): string {
  return `${fieldNames[field] ?? field} is required`;
}
