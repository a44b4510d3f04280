import type { CheckinHub} from '@direct/contracts';
import { endpoints, purposesOfStay, type Brand, type FirstStepBody, type GuestRecord } from '@direct/contracts';
import { redirect } from 'react-router';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { validAccess, type Access } from '../../lib/payment/payment.server.ts';
import { guestsFromForm, type GuestFormState } from './guest-form.ts';
const enc = encodeURIComponent;

export type HubAnswer = { kind: 'open'; hub: CheckinHub } | { kind: 'unpaid'; paymentPath: string } | { kind: 'cancelled' };

// A wrong code or token, another brand's booking → the page's 404; a booking not yet paid or
// cancelled gets its own view.
function checkinFailure(error: unknown): 'unpaid' | 'cancelled' {
  if (error instanceof ApiError && error.code === 'conflict') return 'unpaid';
  if (error instanceof ApiError && error.code === 'expired') return 'cancelled';
  if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) notFound();
  return pageError(error);
}

export async function loadHub(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<HubAnswer> {
  if (!validAccess(access)) notFound();
  let hub: CheckinHub;
  try {
    hub = await api.call(endpoints.getCheckinHub, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, signal });
  } catch (error) {
    const kind = checkinFailure(error);
    return kind === 'unpaid' ? { kind, paymentPath: `/payment/booking_payment_terminal/${enc(access.bookingCode)}/${enc(access.accessToken)}` } : { kind };
  }
  // Another brand's booking is not on this site.
  if (hub.booking.brandId !== brand.id) notFound();
  return { kind: 'open', hub };
}

export type StepAnswer<T> = { kind: 'open'; info: T } | { kind: 'unpaid'; paymentPath: string } | { kind: 'cancelled' };

type StepQuery = { BOOKINGCODE: string; access_token: string };

async function loadStep<T extends { brandId: number }>(brand: Brand, access: Access, load: (query: StepQuery) => Promise<T>): Promise<StepAnswer<T>> {
  if (!validAccess(access)) notFound();
  let info: T;
  try {
    info = await load({ BOOKINGCODE: access.bookingCode, access_token: access.accessToken });
  } catch (error) {
    const kind = checkinFailure(error);
    return kind === 'unpaid' ? { kind, paymentPath: `/payment/booking_payment_terminal/${enc(access.bookingCode)}/${enc(access.accessToken)}` } : { kind };
  }
  if (info.brandId !== brand.id) notFound();
  return { kind: 'open', info };
}

export const loadGeneralInfo = (api: ApiClient, brand: Brand, access: Access, signal: AbortSignal) => loadStep(brand, access, (query) => api.call(endpoints.getGeneralInfoStep, { query, signal }));
export const loadGuestsInfo = (api: ApiClient, brand: Brand, access: Access, signal: AbortSignal) => loadStep(brand, access, (query) => api.call(endpoints.getGuestInfoStep, { query, signal }));

// --- Access by code and email --------------------------------------------------------------------

export type AccessFormState = { values: { bookingCode: string; email: string }; problem: 'not_found' | 'rate_limited' | 'invalid' | 'unavailable'; fields: Record<string, 'required'> };

// The visitor's address reaches the API with every call of the site's client (request-info), so
// the API's per-visitor limit needs nothing from here.
export async function requestAccess(api: ApiClient, brand: Brand, pathname: string, form: FormData, signal: AbortSignal): Promise<AccessFormState | Response> {
  const values = { bookingCode: String(form.get('booking_code') ?? '').trim().slice(0, 40), email: String(form.get('email') ?? '').trim().slice(0, 254) };
  const fields: Record<string, 'required'> = {};
  if (!values.bookingCode) fields['booking_code'] = 'required';
  if (!values.email) fields['email'] = 'required';
  if (Object.keys(fields).length > 0) return { values, problem: 'invalid', fields };
  try {
    const access = await api.call(endpoints.requestCheckinAccess, { body: { booking_code: values.bookingCode, email: values.email }, signal });
    // Another brand's booking answers like an unknown one.
    if (access.brandId !== brand.id) return { values, problem: 'not_found', fields };
    return redirect(localizedPath(pathname, access.checkinPath), 303);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'rate_limited') return { values, problem: 'rate_limited', fields };
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) return { values, problem: 'not_found', fields };
    if (error instanceof ApiUnavailableError) return { values, problem: 'unavailable', fields };
    throw error;
  }
}

// --- Step 1 ----------------------------------------------------------------------------------------

export type GeneralValues = { arrival: string; departure: string; purpose: string; consent: boolean };
export type GeneralFormState = { values: GeneralValues; errors: Record<string, { reason: string; message: string }>; formError: boolean };

// An option's value is "<add-on id or 'free'>@HH:MM".
export function parseTimeChoice(value: string): FirstStepBody['arrival_time'] | null {
  const match = /^(free|\d{1,10})@([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  return { add_on_id: match[1] === 'free' ? null : Number(match[1]), time: `${match[2]}:${match[3]}` };
}

export async function saveGeneralInfo(api: ApiClient, access: Access, pathname: string, form: FormData, signal: AbortSignal): Promise<GeneralFormState | Response> {
  const values: GeneralValues = {
    arrival: String(form.get('arrival_time') ?? ''),
    departure: String(form.get('departure_time') ?? ''),
    purpose: String(form.get('purpose_of_stay') ?? ''),
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
  };
  const errors: GeneralFormState['errors'] = {};
  const arrival = parseTimeChoice(values.arrival);
  const departure = parseTimeChoice(values.departure);
  if (!arrival) errors['arrival_time'] = { reason: 'invalid', message: '' };
  if (!departure) errors['departure_time'] = { reason: 'invalid', message: '' };
  const purpose = purposesOfStay.find((candidate) => candidate === values.purpose);
  if (!purpose) errors['purpose_of_stay'] = { reason: 'invalid', message: '' };
  if (!values.consent) errors['consent'] = { reason: 'consent_required', message: '' };
  if (Object.keys(errors).length > 0 || !arrival || !departure || !purpose) return { values, errors, formError: false };
  try {
    const saved = await api.call(endpoints.saveGeneralInfoStep, {
      body: { BOOKINGCODE: access.bookingCode, access_token: access.accessToken, arrival_time: arrival, departure_time: departure, purpose_of_stay: purpose, consent: true },
      signal,
    });
    return redirect(localizedPath(pathname, saved.nextPath), 303);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'validation_failed' && error.fields.length > 0) {
      for (const field of error.fields) errors[field.field.replace(/\.(add_on_id|time)$/, '')] = { reason: field.reason, message: field.message };
      return { values, errors, formError: false };
    }
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    if (error instanceof ApiError || error instanceof ApiUnavailableError) return { values, errors, formError: true };
    throw error;
  }
}

// --- Step 2 ----------------------------------------------------------------------------------------

export async function saveGuests(api: ApiClient, access: Access, pathname: string, form: FormData, lng: string, signal: AbortSignal): Promise<GuestFormState | Response> {
  const values: GuestRecord[] = guestsFromForm(form, lng);
  try {
    const saved = await api.call(endpoints.saveGuestInfoStep, {
      body: { BOOKINGCODE: access.bookingCode, access_token: access.accessToken, guests: values.map((guest) => ({ ...guest, age: guest.age === -1 ? 999 : guest.age })) },
      signal,
    });
    return redirect(localizedPath(pathname, saved.nextPath), 303);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'validation_failed' && error.fields.length > 0) {
      const errors: GuestFormState['errors'] = {};
      let formError: string | null = null;
      for (const field of error.fields) {
        if (field.field === 'guests') formError = field.reason;
        else errors[field.field] ??= { reason: field.reason, message: field.message };
      }
      return { values, errors, formError };
    }
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    if (error instanceof ApiError || error instanceof ApiUnavailableError) return { values, errors: {}, formError: 'generic' };
    throw error;
  }
}
