import type { DepositTerminal} from '@direct/contracts';
import { endpoints, type AuthorizeDepositBody, type Brand, type DepositAuthorizeResult, type NewCardBody, type PaymentProviderName, type SendDepositFormBody } from '@direct/contracts';
import { redirect } from 'react-router';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { cardProblemsOf, tokenizeSandboxCard } from '../../lib/payment/sandbox-card.server.ts';
import { validAccess, type Access } from '../../lib/payment/payment.server.ts';
import type { DepositCardValues, DepositFormState, StripeDepositAnswer } from './form-state.ts';

// The deposit page's server side: the deposit from the API, and the sandbox card given for the
// hold (tokenize, then authorize_deposit) from a plain form post.

export async function loadDeposit(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<DepositTerminal> {
  if (!validAccess(access)) notFound();
  let deposit: DepositTerminal;
  try {
    deposit = await api.call(endpoints.getDepositTerminal, { params: { bookingCode: access.bookingCode, accessToken: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'forbidden' || error.code === 'not_found')) notFound();
    return pageError(error);
  }
  if (deposit.booking.brandId !== brand.id) notFound();
  return deposit;
}

function readValues(form: FormData): DepositCardValues {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 200);
  return { expiry: text('expiry').slice(0, 9), name: text('name') };
}

// A held or scheduled deposit answers a redirect back to the page (it then shows the status); a
// decline or a field problem is the form's state, with the name and expiry kept.
export async function authorizeSandboxCard(api: ApiClient, access: Access, pathname: string, form: FormData, signal: AbortSignal, today = new Date()): Promise<DepositFormState | Response> {
  const values = readValues(form);
  try {
    const card = await tokenizeSandboxCard(api, form, values, signal, today);
    if ('problems' in card) return { status: 'invalid', values, problems: card.problems };
    const body: AuthorizeDepositBody = { access_token: access.accessToken, payment_method_id: card.paymentMethodId };
    const result = await api.call(endpoints.authorizeDeposit, { params: { bookingCode: access.bookingCode }, body, signal });
    if (result.status === 'failed') return { status: 'failed', values, reason: result.failureReason ?? 'card_decline' };
    return redirect(pathname, 303);
  } catch (error) {
    return stateForError(error, values);
  }
}

function stateForError(error: unknown, values: DepositCardValues): DepositFormState {
  if (error instanceof ApiError) {
    const problems = cardProblemsOf(error);
    if (problems) return { status: 'invalid', values, problems };
    if (error.code === 'not_found') notFound();
    return { status: 'failed', values, reason: 'generic' };
  }
  if (error instanceof ApiUnavailableError) return { status: 'timeout', values };
  console.error('deposit authorization failed', error);
  return { status: 'failed', values, reason: 'generic' };
}

// "Use the card on file": send_deposit_form_stripe on the saved card, or, for a PayPal booking,
// paypal_checkout_card (payment_mode deposit) on the vaulted PayPal account.
export async function holdOnCardOnFile(api: ApiClient, access: Access, provider: PaymentProviderName, pathname: string, signal: AbortSignal): Promise<DepositFormState | Response> {
  const values = { expiry: '', name: '' };
  try {
    let result: DepositAuthorizeResult | null;
    if (provider === 'paypal') {
      ({ deposit: result } = await api.call(endpoints.paypalCheckoutCard, { params: { bookingCode: access.bookingCode }, body: { access_token: access.accessToken, pay_part: -1, payment_mode: 'deposit' }, signal }));
    } else {
      const body: SendDepositFormBody = { access_token: access.accessToken, use_card_on_file: true };
      result = await api.call(endpoints.sendDepositFormStripe, { params: { bookingCode: access.bookingCode }, body, signal });
    }
    if (!result || result.status === 'failed') return { status: 'failed', values, reason: result?.failureReason ?? 'card_decline' };
    return redirect(pathname, 303);
  } catch (error) {
    return stateForError(error, values);
  }
}

// A payment method from Stripe Elements (JSON from the page's script). It becomes the card on file
// first (new_card: a SetupIntent, so the bank's 3-D Secure challenge runs in the browser while the
// guest is there), then the deposit is held or scheduled on it (send_deposit_form_stripe).
export async function holdWithStripeMethod(api: ApiClient, access: Access, input: { paymentMethodId: string; setupIntentId?: string | undefined }, signal: AbortSignal): Promise<StripeDepositAnswer> {
  try {
    const card: NewCardBody = { access_token: access.accessToken, payment_method_id: input.paymentMethodId, ...(input.setupIntentId ? { setup_intent_id: input.setupIntentId } : {}) };
    const saved = await api.call(endpoints.newCard, { params: { bookingCode: access.bookingCode }, body: card, signal });
    if (saved.status === 'requires_action' && saved.clientSecret && saved.setupIntentId) return { status: 'requires_action', clientSecret: saved.clientSecret, setupIntentId: saved.setupIntentId };
    if (saved.status !== 'saved') return { status: 'failed', reason: saved.failureReason ?? 'card_decline' };
    const body: SendDepositFormBody = { access_token: access.accessToken, use_card_on_file: true };
    const result = await api.call(endpoints.sendDepositFormStripe, { params: { bookingCode: access.bookingCode }, body, signal });
    return result.status === 'failed' ? { status: 'failed', reason: result.failureReason ?? 'card_decline' } : { status: 'done' };
  } catch (error) {
    return { status: 'failed', reason: error instanceof ApiUnavailableError ? 'processing_error' : 'generic' };
  }
}
