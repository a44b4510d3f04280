import { bookingStatuses, instalmentStatuses } from '@direct/domain/booking-status';
import { z } from 'zod';
import { Language } from './brands.ts';
import { IdParam, Money } from './catalog-query.ts';
import { jsonInteger } from './numbers.ts';
import { PhoneNumber } from './discovery-extras.ts';

// Reserving a stay: add-ons (upsells), quote preview with voucher, booking requests that hold the
// dates, and the related-bookings summary. Amounts are minor units in the property's currency.

const maxId = 2_147_483_647;
const BodyId = z.number().int().min(1, 'must be at least 1').max(maxId, 'is too large');
const BodyDate = z.iso
  .date('must be a real date as YYYY-MM-DD')
  .refine((value) => value >= '1970-01-01' && value <= '2999-12-31', { message: 'must be between 1970 and 2999', params: { reason: 'out_of_range' } });

export const maxAddOnsPerBooking = 20;
export const maxVoucherCodes = 5;

// --- Add-ons -------------------------------------------------------------------------------

export const addOnKinds = ['extra', 'arrival_time', 'departure_time'] as const;
export const addOnCalculations = ['fixed', 'per_night', 'per_guest', 'per_guest_per_night', 'percentage'] as const;

// GET /apis/properties/{id}/add_ons: what the upsell popup offers for a stay.
export const AddOnsQuery = z.strictObject({
  brand_id: IdParam.describe('The property must be published on this brand'),
  'date[after]': BodyDate.optional().describe('Check-in; with date[before], each add-on is priced for the stay'),
  'date[before]': BodyDate.optional().describe('Check-out'),
  number_of_guests: IdParam.optional().describe('Adults (default 1)'),
  number_of_children: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).optional(),
  language: Language.optional().describe('The page’s language: labels and descriptions in it where the host wrote them, else English (see labelLanguage)'),
});
export type AddOnsQuery = z.infer<typeof AddOnsQuery>;

export const AddOn = z
  .object({
    id: z.number().int(),
    // arrival_time / departure_time: the spec's paid early check-in and late check-out slots.
    kind: z.enum(addOnKinds),
    label: z.string(),
    // The languages label and description are in: the page's where written, else en (decision 0032).
    labelLanguage: Language.optional(),
    description: z.string().nullable(),
    descriptionLanguage: Language.optional(),
    calculation: z.enum(addOnCalculations),
    // Unit price (fixed, per night, per guest…); null for a percentage.
    unitAmount: Money.nullable(),
    percent: z.number().nullable(),
    // HH:MM for time slots, else null.
    slotTime: z.string().nullable(),
    maxQuantity: z.number().int(),
    // Price of one for the stay given in the query; null without a stay.
    priceForStay: Money.nullable(),
    // A time slot clashes with another stay that departs (early check-in) or arrives (late
    // check-out) that day on every unit; false without a stay.
    unavailable: z.boolean(),
  })
  .meta({ id: 'AddOn' });
export type AddOn = z.infer<typeof AddOn>;

export const AddOnsResponse = z.object({ data: z.array(AddOn) }).meta({ id: 'AddOnsResponse' });
export type AddOnsResponse = z.infer<typeof AddOnsResponse>;

// --- Quote preview and booking requests -----------------------------------------------------

export const AddOnChoice = z.strictObject({
  id: BodyId,
  quantity: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').default(1),
});

// What the guest chose in the reservation overlay. Shared by the quote preview and the request.
export const BookingSelection = z.strictObject({
  brand: BodyId.describe('The brand the guest books on'),
  property: BodyId,
  unit_type: BodyId,
  rate_plan: BodyId,
  check_in: BodyDate,
  check_out: BodyDate,
  adults: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50'),
  children: z.number().int().min(0, 'must be 0 or more').max(50, 'must be at most 50').default(0),
  pets: z.number().int().min(0, 'must be 0 or more').max(20, 'must be at most 20').default(0),
  add_ons: z.array(AddOnChoice).max(maxAddOnsPerBooking, `at most ${maxAddOnsPerBooking} add-ons`).default([]),
  // Every code the guest applied, in order. Two different codes → voucher_not_combinable; the same
  // code twice → voucher_already_applied (field "voucher_codes.N").
  voucher_codes: z.array(z.string().trim().min(1).max(50)).max(maxVoucherCodes).default([]),
  // The guest's language: the names of the rate plan, fees and add-ons on the quote in it where the
  // host wrote them, else English (decision 0032). A booking request's `language` is this one.
  language: Language.optional(),
});
export type BookingSelection = z.infer<typeof BookingSelection>;

// POST /apis/booking_quotes: the itemised total for a selection; nothing is stored.
export const BookingQuoteBody = BookingSelection.meta({ id: 'BookingQuoteBody' });
export type BookingQuoteBody = z.infer<typeof BookingQuoteBody>;

export const bookingQuoteLineKinds = ['accommodation', 'fee', 'tax', 'add_on', 'discount'] as const;

export const Instalment = z
  .object({
    sequence: z.number().int(),
    amount: Money,
    dueDate: z.string(),
    // True for the part due at booking.
    dueNow: z.boolean(),
    status: z.enum(instalmentStatuses),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Instalment' });
export type Instalment = z.infer<typeof Instalment>;

export const BookingQuote = z
  .object({
    currency: z.string(),
    nights: z.array(z.object({ date: z.string(), price: Money })),
    // Discounts are negative amounts.
    lines: z.array(z.object({ kind: z.enum(bookingQuoteLineKinds), label: z.string(), amount: Money })),
    voucher: z.object({ code: z.string(), label: z.string() }).nullable(),
    total: Money,
    // The all-in price a night: the total without add-ons (optional extras) over the nights, the
    // same figure rate_and_availability's perNightMinor gives for the stay (decision 0030).
    perNight: Money,
    // The payment schedule the rate plan gives this stay (one part when all is due now).
    schedule: z.array(Instalment),
    dueNow: Money,
  })
  .meta({ id: 'BookingQuote' });
export type BookingQuote = z.infer<typeof BookingQuote>;

// Reasons on field errors of voucher_codes.N, for translation on the site.
export const voucherErrorReasons = ['invalid_voucher', 'voucher_not_combinable', 'voucher_already_applied'] as const;

export const BookingGuest = z.strictObject({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('must be a valid email address')),
  phone: PhoneNumber,
});

// POST /apis/booking_requests (header Idempotency-Key: a retry with the same key answers the
// same booking instead of holding twice).
export const BookingRequestBody = BookingSelection.extend({
  source: z.literal('bookingEngine').default('bookingEngine'),
  guest: BookingGuest,
  is_work_trip: z.boolean().default(false),
  // The guest agreed to be emailed about this booking should it lapse unpaid (the host's
  // lapsed-hold recovery email); never assumed.
  follow_up_consent: z.boolean().default(false),
  language: Language.default('en'),
  // The total the guest was shown; when the server's quote differs → 409 conflict (price_changed).
  expected_total_minor: jsonInteger(0).optional(),
  // The brand site's origin (https://host[:port]); used for links in emails when it belongs to the brand.
  site_origin: z.url().max(300).optional(),
}).meta({ id: 'BookingRequestBody' });
export type BookingRequestBody = z.infer<typeof BookingRequestBody>;

export const BookingRequestCreated = z
  .object({
    id: z.number().int(),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    // Proof of access for the payment page and the check-in; unguessable, expires after the stay.
    accessToken: z.string(),
    status: z.literal('pending_payment'),
    holdExpiresAt: z.string(),
    // Site path of the payment terminal: /payment/booking_payment_terminal/{bookingCode}/{accessToken}
    paymentPath: z.string(),
    quote: BookingQuote,
  })
  .meta({ id: 'BookingRequestCreated' });
export type BookingRequestCreated = z.infer<typeof BookingRequestCreated>;

// --- Booking summary --------------------------------------------------------------------------

// One list for the database, the domain and the wire (packages/domain/src/booking/booking-status.ts).
export { bookingStatuses };

// GET /apis/booking_summary_by_brand/{brandId}/{bookingCode}/related_bookings
export const RelatedBookingsParams = z.strictObject({ brandId: IdParam, bookingCode: z.string().min(3).max(40) });
export const RelatedBookingsQuery = z.strictObject({
  // Optional in form only: without it the answer is the same 404 as for a wrong token or code.
  access_token: z.string().min(10).max(300).optional().describe('The booking’s access token; without a valid one the answer is 404'),
});

export const RelatedBooking = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(bookingStatuses),
    propertyName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    guestName: z.string(),
    total: Money,
  })
  .meta({ id: 'RelatedBooking' });
export const RelatedBookingsResponse = z.object({ data: z.array(RelatedBooking) }).meta({ id: 'RelatedBookingsResponse' });
export type RelatedBookingsResponse = z.infer<typeof RelatedBookingsResponse>;
