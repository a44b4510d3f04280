import type { BookingQuote, Language } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { pageStatusFor } from '../../../lib/api/route-errors.server.ts';
import { localizedPath } from '../../../lib/i18n/language-links.ts';
import type { TFunction } from '@direct/i18n/translator';
import { checkGuest, choiceFor, createBookingRequest, getQuote, selectionFor, type Choice } from './booking.server.ts';
import {
  answeredPart,
  guestErrorsFor,
  newIdempotencyKey,
  readReserveForm,
  removeVoucherIntent,
  reserveIntent,
  type QuoteView,
  type ReserveResult,
  type ReserveValues,
  voucherErrorIn,
  voucherIntent,
} from './reserve.ts';
import { quoteView } from './views.ts';
import type { Stay } from '../stay-query.ts';

export type ReserveAnswer = { redirect: string } | { result: ReserveResult; status: number };

type Input = {
  form: FormData;
  intent: string;
  brandId: number;
  propertyId: number;
  // The page's address (its query holds ?plan= and the stay).
  url: URL;
  plan: string | null;
  stay: Stay;
  lng: Language;
  t: TFunction;
  signal?: AbortSignal;
};

const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;

// The reservation overlay's form posted to the property page: Reserve creates the booking request
// and answers the payment page's address; the voucher and add-on buttons (used without
// JavaScript) re-render the overlay with the new total. Bad input is a 4xx with what was typed.
export async function reserveAction(input: Input): Promise<ReserveAnswer> {
  const { form, t, lng, signal } = input;
  const values = readReserveForm(form);
  const postedKey = form.get('idempotencyKey');
  const key = typeof postedKey === 'string' && keyPattern.test(postedKey) ? postedKey : newIdempotencyKey();
  const answer = (result: Partial<ReserveResult> & Pick<ReserveResult, 'status'>, status: number): ReserveAnswer => ({
    result: { values, errors: {}, voucherError: null, choiceRefused: false, quote: null, key: newIdempotencyKey(), answered: answeredPart(input.intent), ...result },
    status,
  });
  const choice = choiceFor(input.brandId, input.propertyId, input.plan, input.stay);
  if (!choice) return answer({ status: 'invalid', choiceRefused: true }, 400);
  const quoted = async (chosen: ReserveValues) => {
    try {
      return quoteView(await getQuote(selectionFor(choice, chosen, lng), signal), t, lng);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('booking quote failed', error);
      return null;
    }
  };

  if (input.intent !== reserveIntent) {
    if (input.intent === removeVoucherIntent) values.vouchers = [];
    const typed = values.voucher.trim();
    if (input.intent !== voucherIntent || typed === '') return answer({ status: 'edit', quote: await quoted(values) }, 200);
    return applyVoucher(choice, values, typed, { quoted, view: (quote) => quoteView(quote, t, lng), answer, lng }, signal);
  }

  const checked = checkGuest(values);
  if (!checked.guest) return answer({ status: 'invalid', errors: checked.errors }, 400);
  const expected = Number(form.get('expectedTotal'));
  try {
    const created = await createBookingRequest(
      {
        ...selectionFor(choice, values, lng),
        source: 'bookingEngine',
        guest: checked.guest,
        is_work_trip: false,
        // Only a ticked box is consent (the lapsed-hold reminder email).
        follow_up_consent: values.followUpConsent,
        language: lng,
        ...(form.get('expectedTotal') && Number.isSafeInteger(expected) && expected >= 0 ? { expected_total_minor: expected } : {}),
        site_origin: input.url.origin,
      },
      key,
      signal,
    );
    return { redirect: localizedPath(input.url.pathname, created.paymentPath) };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'validation_failed') {
        const errors = guestErrorsFor(
          error.fields.map((field) => field.field),
          values,
        );
        const voucherError = voucherErrorIn(error.fields);
        const choiceRefused = Object.keys(errors).length === 0 && !voucherError;
        if (choiceRefused) console.warn('booking request refused', error.fields);
        return answer({ status: 'invalid', errors, voucherError, choiceRefused }, 400);
      }
      if (error.code === 'accommodation_unavailable') return answer({ status: 'unavailable' }, 409);
      if (error.code === 'conflict') {
        const quote = await quoted(values);
        if (quote) return answer({ status: 'price_changed', quote }, 409);
      }
    }
    console.error('booking request failed', error);
    // Nothing is known to be held: the same key again, so a retry can't hold twice.
    return { result: { values, errors: {}, voucherError: null, choiceRefused: false, quote: null, key, status: 'failed', answered: null }, status: pageStatusFor(error) === 503 ? 503 : 502 };
  }
}

// Apply: every code applied so far plus the new one, so the API answers the rules (one voucher,
// never combined, never twice). Refused: the message, and the total without the new code.
async function applyVoucher(
  choice: Choice,
  values: ReserveValues,
  typed: string,
  helpers: {
    quoted: (values: ReserveValues) => Promise<ReserveResult['quote']>;
    view: (quote: BookingQuote) => QuoteView;
    answer: (result: Partial<ReserveResult> & Pick<ReserveResult, 'status'>, status: number) => ReserveAnswer;
    lng: string;
  },
  signal?: AbortSignal,
): Promise<ReserveAnswer> {
  const { quoted, view, answer, lng } = helpers;
  const codes = [...values.vouchers, typed];
  let quote: BookingQuote;
  try {
    quote = await getQuote(selectionFor(choice, { ...values, vouchers: codes }, lng), signal);
  } catch (error) {
    const voucherError = error instanceof ApiError && error.code === 'validation_failed' ? voucherErrorIn(error.fields) : null;
    if (voucherError) return answer({ status: 'edit', voucherError, quote: await quoted(values) }, 400);
    if (!(error instanceof ApiError)) console.error('booking quote failed', error);
    return answer({ status: 'edit', choiceRefused: error instanceof ApiError && error.status === 400, quote: await quoted(values) }, 400);
  }
  return answer({ status: 'edit', values: { ...values, vouchers: codes, voucher: '' }, quote: view(quote) }, 200);
}
