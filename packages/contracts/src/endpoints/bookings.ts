import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AddOnsQuery, AddOnsResponse, BookingQuote, BookingQuoteBody, BookingRequestBody, BookingRequestCreated, RelatedBookingsParams, RelatedBookingsQuery, RelatedBookingsResponse } from '../bookings.ts';
import { IdParam } from '../catalog-query.ts';

const PropertyParams = z.strictObject({ id: IdParam });

const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional().describe('A retry with the same key and body answers the same booking; the same key with another body → 422'),
});

export const listAddOns = defineEndpoint({
  operationId: 'listAddOns',
  method: 'GET',
  path: '/apis/properties/:id/add_ons',
  tags: ['bookings'],
  summary: 'Add-ons (upsells) of a property, priced for a stay',
  description:
    'Active extras and paid early check-in / late check-out slots of a property published on `brand_id` (404 otherwise). ' +
    'With `date[after]` and `date[before]` each is priced for the stay (`priceForStay`, one of it); a time slot is ' +
    '`unavailable` when every unit free for the stay has another stay departing on the check-in day (early check-in) ' +
    'or arriving on the check-out day (late check-out).',
  params: PropertyParams,
  query: AddOnsQuery,
  responses: { 200: AddOnsResponse },
  errors: [400, 404],
});

export const quoteBooking = defineEndpoint({
  operationId: 'quoteBooking',
  method: 'POST',
  path: '/apis/booking_quotes',
  tags: ['bookings'],
  summary: 'The itemised total of a selection (nothing is stored)',
  description:
    'Prices the stay like `rate_and_availability`, adds the chosen add-ons, applies one voucher or the best automatic ' +
    'promotion, and gives the rate plan’s payment schedule. Not bookable → 409 `accommodation_unavailable`. Voucher ' +
    'problems are 400 with field `voucher_codes.N` and reason `invalid_voucher`, `voucher_not_combinable` or ' +
    '`voucher_already_applied`; an add-on not offered → field `add_ons.N.id`.',
  body: BookingQuoteBody,
  responses: { 200: BookingQuote },
  errors: [400, 404, 409],
});

export const createBookingRequest = defineEndpoint({
  operationId: 'createBookingRequest',
  method: 'POST',
  path: '/apis/booking_requests',
  tags: ['bookings'],
  summary: 'Reserve: hold the dates while the guest pays',
  description:
    'Re-quotes on the server (`expected_total_minor` differing → 409 `conflict`, field `expected_total_minor`), then in ' +
    'one transaction creates the pending booking and holds a free unit until `holdExpiresAt`. No unit left → 409 ' +
    '`accommodation_unavailable`. With an `Idempotency-Key` header a retry answers the same booking (200) instead of ' +
    'holding twice; the key re-used with a different body → 422 `idempotency_key_reused` (Stripe’s rule). ' +
    '`paymentPath` is the site’s payment page for the booking.',
  body: BookingRequestBody,
  headers: IdempotencyHeaders,
  responses: { 200: BookingRequestCreated, 201: BookingRequestCreated },
  errors: [400, 404, 409, 410, 422],
});

export const listRelatedBookings = defineEndpoint({
  operationId: 'listRelatedBookings',
  method: 'GET',
  path: '/apis/booking_summary_by_brand/:brandId/:bookingCode/related_bookings',
  tags: ['bookings'],
  summary: 'A booking and the booker’s other bookings on the brand',
  description:
    'The booking (first) and the booker’s other bookings on the brand, with status, property, dates, guest name and ' +
    'total. Needs the booking’s `access_token`: a booking code alone reveals nothing, so a missing or wrong token, an ' +
    'unknown code and another brand’s booking are the same 404.',
  params: RelatedBookingsParams,
  query: RelatedBookingsQuery,
  responses: { 200: RelatedBookingsResponse },
  errors: [400, 404],
});
