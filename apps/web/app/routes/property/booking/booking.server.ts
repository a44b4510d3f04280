import { BookingGuest, endpoints, Language, type BookingQuoteBody, type BookingRequestBody, type Brand } from '@direct/contracts';
import { api } from '../../../lib/api/api.server.ts';
import type { Stay } from '../stay-query.ts';
import { guestErrorsFor, type GuestErrors, type ReserveValues } from './reserve.ts';

type CompleteStay = Stay & { checkIn: string; checkOut: string };

export function isCompleteStay(stay: Stay): stay is CompleteStay {
  return stay.checkIn !== null && stay.checkOut !== null;
}

// The property's add-ons priced for the stay (the upsell popup).
// language: labels and descriptions in the page's language where the host wrote them.
export async function getAddOns(brand: Pick<Brand, 'id'>, propertyId: number, stay: CompleteStay, signal?: AbortSignal, language?: Language) {
  const answer = await api.call(endpoints.listAddOns, {
    params: { id: propertyId },
    query: {
      brand_id: brand.id,
      'date[after]': stay.checkIn,
      'date[before]': stay.checkOut,
      number_of_guests: stay.adults,
      number_of_children: stay.children,
      ...(language ? { language } : {}),
    },
    signal,
  });
  return answer.data;
}

export type Choice = { brandId: number; propertyId: number; unitTypeId: number; ratePlanId: number; stay: CompleteStay };

// "<unit type>-<rate plan>" (the page's ?plan=) as ids.
export function choiceFor(brandId: number, propertyId: number, plan: string | null, stay: Stay): Choice | null {
  const match = plan ? /^(\d{1,10})-(\d{1,10})$/.exec(plan) : null;
  if (!match || !isCompleteStay(stay)) return null;
  return { brandId, propertyId, unitTypeId: Number(match[1]), ratePlanId: Number(match[2]), stay };
}

// language: the page's, so the quote names the rate plan, fees and add-ons in it (decision 0032).
export function selectionFor(choice: Choice, values: Pick<ReserveValues, 'addOns' | 'vouchers'>, language: string): BookingQuoteBody {
  return {
    brand: choice.brandId,
    property: choice.propertyId,
    unit_type: choice.unitTypeId,
    rate_plan: choice.ratePlanId,
    check_in: choice.stay.checkIn,
    check_out: choice.stay.checkOut,
    adults: choice.stay.adults,
    children: choice.stay.children,
    pets: 0,
    add_ons: values.addOns,
    voucher_codes: values.vouchers,
    language: Language.safeParse(language).data,
  };
}

export function getQuote(body: BookingQuoteBody, signal?: AbortSignal) {
  return api.call(endpoints.quoteBooking, { body, signal });
}

// The guest's details, checked with the API's own contract so every wrong field is named at once
// (in the guest's language) before anything is sent.
export function checkGuest(values: ReserveValues): { guest: BookingRequestBody['guest']; errors: null } | { guest: null; errors: GuestErrors } {
  const parsed = BookingGuest.safeParse({ first_name: values.firstName, last_name: values.lastName, email: values.email, phone: values.phone });
  if (parsed.success) return { guest: parsed.data, errors: null };
  return { guest: null, errors: guestErrorsFor(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')), values) };
}

// Booking requests carry an Idempotency-Key header: a retry after a timeout or a double submit
// answers the same booking instead of holding twice.
export function createBookingRequest(body: BookingRequestBody, idempotencyKey: string, signal?: AbortSignal) {
  return api.call(endpoints.createBookingRequest, { body, headers: { 'idempotency-key': idempotencyKey }, signal });
}

export type { Language };
