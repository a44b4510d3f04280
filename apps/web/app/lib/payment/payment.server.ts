import type { PaymentAttemptResult, PaymentTerminal} from '@direct/contracts';
import { endpoints, type Brand, type FinalizePaymentBody, type SendPaymentFormBody } from '@direct/contracts';
import { redirect } from 'react-router';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { notFound, pageError } from '../catalog/page-errors.server.ts';
import { cardProblemsOf, tokenizeSandboxCard } from './sandbox-card.server.ts';
import type { CardFormValues, PaymentFormState } from './form-state.ts';
import { challengePath, redirectPath, sitePathFrom, successPath } from './paths.ts';

// The payment terminal's server side: the booking's payment state from the API, and the sandbox
// card payment (tokenize, then pay) of a plain form post.

export type Access = { bookingCode: string; accessToken: string };

export type TerminalAnswer = { kind: 'open'; terminal: PaymentTerminal } | { kind: 'expired'; terminal: PaymentTerminal | null };

// The booking behind a code and token, on this brand; a wrong code or token (or another brand's
// booking) is the page's 404, an expired hold (410) the "Page Expired" view.
export async function loadTerminal(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<TerminalAnswer> {
  if (!validAccess(access)) notFound();
  let terminal: PaymentTerminal;
  try {
    terminal = await api.call(endpoints.getPaymentTerminal, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'expired') return { kind: 'expired', terminal: null };
    if (error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'forbidden')) notFound();
    return pageError(error);
  }
  if (terminal.booking.brandId !== brand.id) notFound();
  const expired = terminal.expired || terminal.booking.status === 'expired' || terminal.booking.status === 'cancelled';
  return expired ? { kind: 'expired', terminal } : { kind: 'open', terminal };
}

export function validAccess(access: Access): boolean {
  return /^[\w-]{3,40}$/.test(access.bookingCode) && /^[\w.~-]{10,300}$/.test(access.accessToken);
}

// The instalment the form pays: sent as pay_part so a repeated post (double click, reload of the
// POST, a retry after a timeout) asks for the same part again instead of the next one.
export function partDueNow(terminal: PaymentTerminal): number {
  const next = terminal.instalments.find((part) => part.status !== 'paid' && part.status !== 'cancelled');
  return next?.sequence ?? -1;
}

function readValues(form: FormData): CardFormValues {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 200);
  return { expiry: text('expiry').slice(0, 9), name: text('name'), saveCard: form.get('save_card') === 'on' || form.get('save_card') === 'true' };
}

function readPayPart(form: FormData): number {
  const value = Number(form.get('pay_part'));
  return Number.isInteger(value) && value >= -1 && value <= 50 ? value : -1;
}

// A sandbox card payment from the form: check, tokenize (the sandbox's stand-in for Stripe.js),
// pay. Success and 3-D Secure answer redirects (303, thrown by the caller's action); everything
// else is the form's state.
export async function paySandboxCard(
  api: ApiClient,
  access: Access,
  pathname: string,
  form: FormData,
  signal: AbortSignal,
  today = new Date(),
): Promise<PaymentFormState | Response> {
  const values = readValues(form);
  try {
    const card = await tokenizeSandboxCard(api, form, values, signal, today);
    if ('problems' in card) return { status: 'invalid', values, problems: card.problems };
    const body: SendPaymentFormBody = {
      access_token: access.accessToken,
      payment_method_id: card.paymentMethodId,
      pay_part: readPayPart(form),
      save_card: values.saveCard,
      // Where Stripe sends the guest back after a redirect-based 3-D Secure (adds ?payment_intent=).
      return_path: redirectPath(pathname, access.bookingCode, access.accessToken),
    };
    const result = await api.call(endpoints.sendPaymentFormStripe, { params: { bookingCode: access.bookingCode }, body, signal });
    return stateForResult(result, access, pathname, values);
  } catch (error) {
    // 409: nothing left to pay on that part, e.g. the first of two quick posts already paid it.
    if (error instanceof ApiError && error.code === 'conflict' && (await partIsPaid(api, access, readPayPart(form), signal))) {
      return redirect(successPath(pathname, access.bookingCode), 303);
    }
    return stateForError(error, values);
  }
}

async function partIsPaid(api: ApiClient, access: Access, payPart: number, signal: AbortSignal): Promise<boolean> {
  try {
    const terminal = await api.call(endpoints.getPaymentTerminal, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, signal });
    return terminal.instalments.some((part) => part.sequence === payPart && part.status === 'paid');
  } catch {
    return false;
  }
}

export function stateForResult(
  result: PaymentAttemptResult,
  access: Access,
  pathname: string,
  values: CardFormValues,
): PaymentFormState | Response {
  switch (result.status) {
    case 'succeeded':
      return redirect(successPath(pathname, access.bookingCode), 303);
    case 'requires_action': {
      const next =
        sitePathFrom(pathname, result.nextActionUrl) ??
        (result.paymentIntentId ? challengePath(pathname, access.bookingCode, access.accessToken, result.paymentIntentId) : null);
      return next ? redirect(next, 303) : { status: 'failed', values, reason: 'processing_error' };
    }
    case 'processing':
      return { status: 'processing', values };
    default:
      return { status: 'failed', values, reason: result.failureReason ?? 'generic' };
  }
}

function stateForError(error: unknown, values: CardFormValues): PaymentFormState {
  if (error instanceof ApiError) {
    if (error.code === 'expired') return { status: 'expired' };
    const problems = cardProblemsOf(error);
    if (problems) return { status: 'invalid', values, problems };
    if (error.code === 'not_found') notFound();
    if (error.code === 'payment_failed' || error.code === 'conflict' || error.code === 'validation_failed') {
      return { status: 'failed', values, reason: 'generic' };
    }
  }
  if (error instanceof ApiUnavailableError) return { status: 'timeout', values };
  console.error('card payment failed', error);
  return { status: 'failed', values, reason: 'generic' };
}

// After a 3-D Secure challenge (sandbox) or Stripe's next action: the API checks the payment
// intent with the gateway and books the payment.
export async function finalizeStripePayment(api: ApiClient, access: Access, paymentIntentId: string, signal: AbortSignal) {
  const body: FinalizePaymentBody = { access_token: access.accessToken, payment_intent_id: paymentIntentId };
  return api.call(endpoints.finalizeStripePayment, { params: { bookingCode: access.bookingCode }, body, signal });
}

// The sandbox's 3-D Secure answer; its body isn't needed (finalize reads the outcome).
export async function authenticateSandbox(api: ApiClient, paymentIntentId: string, outcome: 'complete' | 'fail', signal: AbortSignal) {
  await api.call(endpoints.authenticateSandboxPaymentIntent, { params: { id: paymentIntentId }, body: { outcome }, signal });
}
