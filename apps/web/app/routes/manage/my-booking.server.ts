import { endpoints, type Brand, type GuestCancellationPreview, type GuestDateChangePreview, type MyBooking } from '@direct/contracts';
import { type ApiClient, ApiError } from '@direct/api-client';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { validAccess, type Access } from '../../lib/payment/payment.server.ts';

// "My booking"'s server side: the booking (on this brand only), the cancellation's refund shown
// before the guest confirms, and the forms' actions (cancel, preview and apply new dates).

export type MyBookingPage = { booking: MyBooking; cancellation: GuestCancellationPreview | null };

export type ManageActionResult =
  | { intent: 'cancel'; ok: true; refundMinor: number; currency: string }
  | { intent: 'cancel'; ok: false; problem: 'refundChanged' | 'cancelCheck' | 'cancelNotPossible' | 'generic' }
  | { intent: 'dates'; ok: true; preview: GuestDateChangePreview; values: DateValues }
  | { intent: 'dates'; ok: false; problem: 'dates' | 'unavailable' | 'generic'; values: DateValues }
  | { intent: 'apply'; ok: true; outcome: 'changed' | 'requested'; checkIn: string; checkOut: string; paymentPath: string | null }
  | { intent: 'apply'; ok: false; problem: 'dates' | 'unavailable' | 'generic'; values: DateValues };

export type DateValues = { checkIn: string; checkOut: string; message: string };

export async function loadMyBooking(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<MyBookingPage> {
  if (!validAccess(access)) notFound();
  const query = { access_token: access.accessToken };
  let booking: MyBooking;
  try {
    booking = await api.call(endpoints.getMyBooking, { params: { bookingCode: access.bookingCode }, query, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) notFound();
    return pageError(error);
  }
  if (booking.booking.brandId !== brand.id) notFound();
  let cancellation: GuestCancellationPreview | null = null;
  if (booking.actions.canCancel) {
    cancellation = await api.call(endpoints.previewGuestCancellation, { params: { bookingCode: access.bookingCode }, query, signal }).catch(() => null);
  }
  return { booking, cancellation };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 2000);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function datesOf(form: FormData): DateValues {
  return { checkIn: text(form, 'check_in').trim(), checkOut: text(form, 'check_out').trim(), message: text(form, 'message').trim() };
}

function dateProblem(error: unknown): 'dates' | 'unavailable' | 'generic' {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.code === 'accommodation_unavailable') return 'unavailable';
  if (error.code === 'validation_failed') return error.fields.some((field) => field.field === 'check_in' || field.field === 'check_out') ? 'dates' : 'unavailable';
  return 'generic';
}

export async function manageAction(api: ApiClient, brand: Brand, access: Access, form: FormData, signal: AbortSignal): Promise<ManageActionResult> {
  await loadMyBooking(api, brand, access, signal);
  const params = { bookingCode: access.bookingCode };
  const intent = text(form, 'intent');
  if (intent === 'cancel') {
    if (form.get('confirm') !== 'on') return { intent: 'cancel', ok: false, problem: 'cancelCheck' };
    const expected = Number(text(form, 'expected_refund_minor'));
    try {
      const result = await api.call(endpoints.cancelMyBooking, { params, body: { access_token: access.accessToken, expected_refund_minor: Number.isInteger(expected) && expected >= 0 ? expected : 0 }, signal });
      return { intent: 'cancel', ok: true, refundMinor: result.refundMinor, currency: result.currency };
    } catch (error) {
      if (!(error instanceof ApiError)) return { intent: 'cancel', ok: false, problem: 'generic' };
      if (error.fields.some((field) => field.reason === 'refund_changed')) return { intent: 'cancel', ok: false, problem: 'refundChanged' };
      return { intent: 'cancel', ok: false, problem: error.code === 'conflict' ? 'cancelNotPossible' : 'generic' };
    }
  }
  const values = datesOf(form);
  const kind = intent === 'apply' ? 'apply' : 'dates';
  if (!isoDate.test(values.checkIn) || !isoDate.test(values.checkOut) || values.checkOut <= values.checkIn) return { intent: kind, ok: false, problem: 'dates', values };
  const body = { access_token: access.accessToken, check_in: values.checkIn, check_out: values.checkOut, ...(values.message ? { message: values.message } : {}) };
  if (kind === 'dates') {
    try {
      return { intent: 'dates', ok: true, preview: await api.call(endpoints.previewGuestDateChange, { params, body, signal }), values };
    } catch (error) {
      return { intent: 'dates', ok: false, problem: dateProblem(error), values };
    }
  }
  const expected = Number(text(form, 'expected_total_minor'));
  const key = text(form, 'idempotency_key');
  try {
    const result = await api.call(endpoints.changeMyBookingDates, {
      params,
      body: { ...body, idempotency_key: key.length >= 8 ? key : crypto.randomUUID(), ...(Number.isInteger(expected) && text(form, 'expected_total_minor') !== '' ? { expected_total_minor: expected } : {}) },
      signal,
    });
    return { intent: 'apply', ok: true, outcome: result.outcome, checkIn: result.checkIn, checkOut: result.checkOut, paymentPath: result.paymentPath };
  } catch (error) {
    return { intent: 'apply', ok: false, problem: dateProblem(error), values };
  }
}

export type LinkRequestResult = { ok: true } | { ok: false; problem: 'codeRequired' | 'emailInvalid' | 'tooMany' | 'generic'; code: string; email: string };

export async function requestLink(api: ApiClient, form: FormData, signal: AbortSignal): Promise<LinkRequestResult> {
  const code = text(form, 'booking_code').trim().slice(0, 40);
  const email = text(form, 'email').trim().slice(0, 254);
  if (!code) return { ok: false, problem: 'codeRequired', code, email };
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, problem: 'emailInvalid', code, email };
  try {
    await api.call(endpoints.requestManageLink, { body: { booking_code: code, email }, signal });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'rate_limited') return { ok: false, problem: 'tooMany', code, email };
    return { ok: false, problem: 'generic', code, email };
  }
}
