import { endpoints, type NewCardBody, type PaypalSaveCheckoutBody } from '@direct/contracts';
import { type ApiClient, ApiError, ApiUnavailableError } from '@direct/api-client';
import { redirect } from 'react-router';
import { notFound } from '../../lib/catalog/page-errors.server.ts';
import { cardProblemsOf, tokenizeSandboxCard } from '../../lib/payment/sandbox-card.server.ts';
import type { Access } from '../../lib/payment/payment.server.ts';
import type { CardFormState, CardValues, StripeCardAnswer } from './form-state.ts';

// The "Update your card" page's server side: new_card with a sandbox card (plain form post) or a
// Stripe Elements payment method (JSON from the page's script), and PayPal vaulting
// (paypal_save_checkout_card: to PayPal's approval page, then the capture when the guest returns).

const saved = (pathname: string) => redirect(`${pathname}?${new URLSearchParams({ updated: '1' })}`, 303);

function readValues(form: FormData): CardValues {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 200);
  return { expiry: text('expiry').slice(0, 9), name: text('name') };
}

function stateForError(error: unknown, values: CardValues): CardFormState {
  if (error instanceof ApiError) {
    const problems = cardProblemsOf(error);
    if (problems) return { status: 'invalid', values, problems };
    if (error.code === 'not_found') notFound();
    return { status: 'failed', values, reason: 'generic' };
  }
  if (error instanceof ApiUnavailableError) return { status: 'timeout', values };
  console.error('card update failed', error);
  return { status: 'failed', values, reason: 'generic' };
}

export async function saveSandboxCard(api: ApiClient, access: Access, pathname: string, form: FormData, signal: AbortSignal, today = new Date()): Promise<CardFormState | Response> {
  const values = readValues(form);
  try {
    const card = await tokenizeSandboxCard(api, form, values, signal, today);
    if ('problems' in card) return { status: 'invalid', values, problems: card.problems };
    const body: NewCardBody = { access_token: access.accessToken, payment_method_id: card.paymentMethodId };
    const result = await api.call(endpoints.newCard, { params: { bookingCode: access.bookingCode }, body, signal });
    if (result.status === 'saved') return saved(pathname);
    // The sandbox saves without a challenge; anything else is the card's refusal.
    return { status: 'failed', values, reason: result.failureReason ?? 'card_decline' };
  } catch (error) {
    return stateForError(error, values);
  }
}

// A payment method from Stripe Elements; after the bank's challenge, the SetupIntent it passed.
export async function saveStripeCard(api: ApiClient, access: Access, input: { paymentMethodId: string; setupIntentId?: string | undefined }, signal: AbortSignal): Promise<StripeCardAnswer> {
  const body: NewCardBody = { access_token: access.accessToken, payment_method_id: input.paymentMethodId, ...(input.setupIntentId ? { setup_intent_id: input.setupIntentId } : {}) };
  try {
    const result = await api.call(endpoints.newCard, { params: { bookingCode: access.bookingCode }, body, signal });
    if (result.status === 'saved') return { status: 'saved' };
    if (result.status === 'requires_action' && result.clientSecret && result.setupIntentId) return { status: 'requires_action', clientSecret: result.clientSecret, setupIntentId: result.setupIntentId };
    return { status: 'failed', reason: result.failureReason ?? 'card_decline' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return { status: 'failed', reason: 'generic' };
    return { status: 'failed', reason: error instanceof ApiUnavailableError ? 'processing_error' : 'generic' };
  }
}

// PayPal: the order for the part due, vaulted on success; the guest approves it on PayPal's page
// and comes back here (?token=<order id>).
export async function startPaypalVault(api: ApiClient, access: Access, pathname: string, signal: AbortSignal): Promise<CardFormState | Response> {
  const body: PaypalSaveCheckoutBody = { access_token: access.accessToken, pay_part: -1, return_path: pathname };
  try {
    const result = await api.call(endpoints.paypalSaveCheckoutCard, { params: { bookingCode: access.bookingCode }, body, signal });
    if (result.status === 'requires_action' && result.approveUrl) return redirect(result.approveUrl, 303);
    if (result.status === 'succeeded') return saved(pathname);
    return { status: 'failed', values: { expiry: '', name: '' }, reason: result.failureReason ?? 'generic' };
  } catch (error) {
    return stateForError(error, { expiry: '', name: '' });
  }
}

export async function finishPaypalVault(api: ApiClient, access: Access, orderId: string, signal: AbortSignal): Promise<'saved' | 'failed'> {
  if (!/^[A-Z0-9]{3,64}$/.test(orderId)) return 'failed';
  try {
    const body: PaypalSaveCheckoutBody = { access_token: access.accessToken, pay_part: -1, order_id: orderId };
    const result = await api.call(endpoints.paypalSaveCheckoutCard, { params: { bookingCode: access.bookingCode }, body, signal });
    return result.status === 'succeeded' ? 'saved' : 'failed';
  } catch {
    return 'failed';
  }
}
