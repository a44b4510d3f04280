import { z } from 'zod';
import { Money } from './catalog-query.ts';

// Online check-in: the hub (every required step with its state), access by booking code and the
// booker's email, step 1 (General info: arrival and departure times with paid slots, purpose of
// stay, consent) and step 2 (Guest info: every guest, fields required by the property's country),
// and the host's guest-registration export.

const BookingCode = z.string().trim().min(3).max(40);
const AccessToken = z.string().min(10).max(300).describe('The booking’s access token (from its links)');

// The same lists as @direct/domain's guest details (the contracts don't depend on the domain).
export const guestGenders = ['female', 'male', 'other', 'undisclosed'] as const;
export const guestDocumentTypes = ['passport', 'id_card', 'dni', 'nie', 'driving_licence', 'residence_permit'] as const;

export const checkinStepNames = ['general_info', 'guest_info', 'terms', 'identity', 'payment', 'security_deposit'] as const;
export type CheckinStepName = (typeof checkinStepNames)[number];

export const CheckinHubParams = z.strictObject({ bookingCode: BookingCode, accessToken: AccessToken });

export const CheckinStepState = z
  .object({
    step: z.enum(checkinStepNames),
    state: z.enum(['pending', 'completed']),
    // The site's page of the step (relative to the brand's site).
    path: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'CheckinStepState' });
export type CheckinStepState = z.infer<typeof CheckinStepState>;

export const CheckinHub = z
  .object({
    booking: z.object({
      code: z.string(),
      brandId: z.number().int(),
      status: z.string(),
      propertyName: z.string(),
      unitTypeName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      bookerName: z.string(),
    }),
    // The required steps in the spec's order.
    steps: z.array(CheckinStepState),
    // The first required step still pending, or null.
    nextStep: z.enum(checkinStepNames).nullable(),
    checkinReady: z.boolean(),
    checkinReadyAt: z.string().nullable(),
    hubPath: z.string(),
    finishPath: z.string(),
  })
  .meta({ id: 'CheckinHub' });
export type CheckinHub = z.infer<typeof CheckinHub>;

export const CheckinAccessBody = z
  .strictObject({
    booking_code: z.string().trim().min(1, 'Enter the booking code').max(40),
    email: z.string().trim().min(1, 'Enter the booker’s email').max(254),
  })
  .meta({ id: 'CheckinAccessBody' });
export type CheckinAccessBody = z.infer<typeof CheckinAccessBody>;

export const CheckinAccess = z
  .object({ bookingCode: z.string(), accessToken: z.string(), brandId: z.number().int(), checkinPath: z.string() })
  .meta({ id: 'CheckinAccess' });
export type CheckinAccess = z.infer<typeof CheckinAccess>;

// --- Step 1: General info ----------------------------------------------------------------------

export const ConfirmationQuery = z.strictObject({ BOOKINGCODE: BookingCode, access_token: AccessToken });
export type ConfirmationQuery = z.infer<typeof ConfirmationQuery>;

export const purposesOfStay = ['leisure', 'business', 'student'] as const;
export type PurposeOfStay = (typeof purposesOfStay)[number];

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time between 00:00 and 23:59 (HH:MM)');

export const TimeChoice = z.strictObject({
  // A paid early check-in / late check-out slot, or null for a free time.
  add_on_id: z.number().int().min(1).max(2_147_483_647).nullable(),
  time: ClockTime,
});
export type TimeChoice = z.infer<typeof TimeChoice>;

export const consentRequiredMessage = 'Consent to arrival and departure times is required';

export const FirstStepBody = z
  .strictObject({
    BOOKINGCODE: BookingCode,
    access_token: AccessToken,
    arrival_time: TimeChoice,
    departure_time: TimeChoice,
    purpose_of_stay: z.enum(purposesOfStay),
    consent: z
      .boolean()
      .default(false)
      .refine((value) => value === true, { message: consentRequiredMessage, params: { reason: 'consent_required' } }),
  })
  .meta({ id: 'FirstStepBody' });
export type FirstStepBody = z.infer<typeof FirstStepBody>;

export const TimeSlotOption = z
  .object({
    addOnId: z.number().int().nullable(),
    time: z.string(),
    // The spec's addonLabel and price; null for a free time.
    addonLabel: z.string().nullable(),
    price: Money.nullable(),
    // Another stay departs (early check-in) or arrives (late check-out) that day on the booking's unit.
    unavailable: z.boolean(),
    unavailableReason: z.enum(['departure_same_day', 'arrival_same_day']).nullable(),
  })
  .meta({ id: 'TimeSlotOption' });
export type TimeSlotOption = z.infer<typeof TimeSlotOption>;

export const ChosenTime = z.object({ addOnId: z.number().int().nullable(), time: z.string(), addonLabel: z.string().nullable(), price: Money.nullable(), paid: z.boolean() });
export type ChosenTime = z.infer<typeof ChosenTime>;

export const FirstStepInfo = z
  .object({
    bookingCode: z.string(),
    brandId: z.number().int(),
    propertyName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    arrival_time: ChosenTime.nullable(),
    departure_time: ChosenTime.nullable(),
    purposeOfStay: z.enum(purposesOfStay).nullable(),
    options: z.object({ arrival: z.array(TimeSlotOption), departure: z.array(TimeSlotOption) }),
    completed: z.boolean(),
    // What the guest still owes now (a newly chosen paid slot is due today).
    amountDueNow: Money,
    nextPath: z.string(),
  })
  .meta({ id: 'FirstStepInfo' });
export type FirstStepInfo = z.infer<typeof FirstStepInfo>;

// --- Step 2: Guest info ------------------------------------------------------------------------

const Text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()));
// Dates are checked by the guest rules (so the answer carries the spec's messages).
const DateText = z
  .string()
  .max(10, 'must be a date as YYYY-MM-DD')
  .nullish()
  .transform((value) => (value ? value.trim() || null : null));
const Country = z
  .string()
  .max(2, 'must be a two-letter country code')
  .nullish()
  .transform((value) => (value ? value.trim().toUpperCase() || null : null));

export const GuestInput = z
  .strictObject({
    title: Text(20),
    first_name: Text(100),
    middle_name: Text(100),
    last_name: Text(100),
    second_last_name: Text(100),
    gender: z.enum(guestGenders).nullish().transform((value) => value ?? null),
    date_of_birth: DateText,
    age: z.number().int().min(0).max(130).nullish().transform((value) => value ?? null),
    is_adult: z.boolean(),
    birth_country: Country,
    birth_place: Text(100),
    nationality: Country,
    document_type: z.enum(guestDocumentTypes).nullish().transform((value) => value ?? null),
    passport_number: Text(40),
    document_support_number: Text(40),
    passport_expiry: DateText,
    document_issuing_country: Country,
    document_issue_place: Text(100),
    driving_licence: Text(40),
    address_line1: Text(200),
    address_line2: Text(200),
    city: Text(100),
    state: Text(100),
    postal_code: Text(20),
    country: Country,
    mobile: Text(40),
    email: Text(254),
    kinship: Text(60),
  })
  .meta({ id: 'GuestInput' });
export type GuestInput = z.input<typeof GuestInput>;
export type GuestValues = z.output<typeof GuestInput>;

export const SecondStepBody = z
  .strictObject({
    BOOKINGCODE: BookingCode,
    access_token: AccessToken,
    guests: z.array(GuestInput).min(1, 'Give the details of every guest').max(60),
  })
  .meta({ id: 'SecondStepBody' });
export type SecondStepBody = z.input<typeof SecondStepBody>;

export const GuestRecord = z.object({
  title: z.string().nullable(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  second_last_name: z.string().nullable(),
  gender: z.enum(guestGenders).nullable(),
  date_of_birth: z.string().nullable(),
  age: z.number().int().nullable(),
  is_adult: z.boolean(),
  birth_country: z.string().nullable(),
  birth_place: z.string().nullable(),
  nationality: z.string().nullable(),
  document_type: z.enum(guestDocumentTypes).nullable(),
  passport_number: z.string().nullable(),
  document_support_number: z.string().nullable(),
  passport_expiry: z.string().nullable(),
  document_issuing_country: z.string().nullable(),
  document_issue_place: z.string().nullable(),
  driving_licence: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  kinship: z.string().nullable(),
});
export type GuestRecord = z.infer<typeof GuestRecord>;

export const GuestsInfo = z
  .object({
    bookingCode: z.string(),
    brandId: z.number().int(),
    propertyName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    // The property's country (ISO 3166) and the authority guests are registered with, if any.
    countryCode: z.string().nullable(),
    authority: z.enum(['es_ses', 'it_alloggiati', 'pt_siba']).nullable(),
    // One per adult and child, the booker first (prefilled from the booking until saved).
    guests: z.array(GuestRecord),
    completed: z.boolean(),
    nextPath: z.string(),
  })
  .meta({ id: 'GuestsInfo' });
export type GuestsInfo = z.infer<typeof GuestsInfo>;

export const CheckinSaved = z.object({ saved: z.literal(true), nextPath: z.string(), hubPath: z.string() }).meta({ id: 'CheckinSaved' });
export type CheckinSaved = z.infer<typeof CheckinSaved>;

// --- Host export ---------------------------------------------------------------------------------

export const registrationFormats = ['es_ses', 'it_alloggiati', 'pt_siba'] as const;
export const GuestRegistrationParams = z.strictObject({ bookingCode: BookingCode });
export const GuestRegistrationQuery = z.strictObject({ format: z.enum(registrationFormats).describe('es_ses (SES.HOSPEDAJES CSV), it_alloggiati (Alloggiati Web fixed-width), pt_siba (SIBA CSV)') });
