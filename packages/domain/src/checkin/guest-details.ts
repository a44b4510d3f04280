// One guest of a booking as the check-in's Guest info step takes it (spec §3), in the API's
// field names so a rule's field is the field a client sent ("guests.N.<field>").

export const guestGenders = ['female', 'male', 'other', 'undisclosed'] as const;
export type GuestGender = (typeof guestGenders)[number];

// Identity documents the registration authorities know: Spain's DNI and NIE, passports, EU
// identity cards, driving licences and residence permits.
export const guestDocumentTypes = ['passport', 'id_card', 'dni', 'nie', 'driving_licence', 'residence_permit'] as const;
export type GuestDocumentType = (typeof guestDocumentTypes)[number];

export const guestTextFields = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'second_last_name',
  'nationality',
  'passport_number',
  'document_issuing_country',
  'document_support_number',
  'document_issue_place',
  'birth_country',
  'birth_place',
  'driving_licence',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
  'mobile',
  'email',
  'kinship',
] as const;
export type GuestTextField = (typeof guestTextFields)[number];

export type GuestDetails = { [K in GuestTextField]: string | null } & {
  gender: GuestGender | null;
  date_of_birth: string | null;
  passport_expiry: string | null;
  document_type: GuestDocumentType | null;
  is_adult: boolean;
  age: number | null;
};

export type GuestField = keyof GuestDetails;

// Every field in the order the form shows them.
export const guestFieldOrder: readonly GuestField[] = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'second_last_name',
  'gender',
  'date_of_birth',
  'age',
  'birth_country',
  'birth_place',
  'nationality',
  'document_type',
  'passport_number',
  'document_support_number',
  'passport_expiry',
  'document_issuing_country',
  'document_issue_place',
  'driving_licence',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
  'mobile',
  'email',
  'kinship',
];

export function emptyGuest(isAdult: boolean): GuestDetails {
  const guest = Object.fromEntries(guestTextFields.map((field) => [field, null])) as { [K in GuestTextField]: string | null };
  return { ...guest, gender: null, date_of_birth: null, passport_expiry: null, document_type: null, is_adult: isAdult, age: null };
}
