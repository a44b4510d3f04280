import { describe, expect, it } from 'vitest';
import { clientOf, type ApiClient, type ApiRequest } from '@direct/api-client';
import { finishPaypalVault, saveSandboxCard, saveStripeCard, startPaypalVault } from './card.server.ts';

// The "Update your card" page's server steps against a fake API that answers by path.

const access = { bookingCode: 'LS-ABC123', accessToken: 'token-1234567890' };
const signal = new AbortController().signal;
const today = new Date('2026-11-22T10:00:00Z');

function fakeApi(answers: Record<string, (request: ApiRequest<unknown>) => unknown>) {
  const calls: ApiRequest<unknown>[] = [];
  const client: ApiClient = clientOf(async <T>(request: ApiRequest<T>): Promise<T> => {
    calls.push(request as ApiRequest<unknown>);
    const key = Object.keys(answers).find((prefix) => request.path.startsWith(prefix));
    if (!key) throw new Error(`unexpected ${request.path}`);
    return answers[key]!(request as ApiRequest<unknown>) as T;
  });
  return { client, calls };
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
const card = { intent: 'card', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana Silva' };
const setup = (status: string, extra: Record<string, unknown> = {}) => ({ status, card: null, failureReason: null, setupIntentId: null, clientSecret: null, ...extra });

describe('card page server steps', () => {
  it('a sandbox card: tokenize, new_card, then back to the page with ?updated=1', async () => {
    const { client, calls } = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_sbx_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/new_card/': () => setup('saved', { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } }),
    });
    const answer = await saveSandboxCard(client, access, '/booking/card/LS-ABC123/token-1234567890', form(card), signal, today);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/booking/card/LS-ABC123/token-1234567890?updated=1');
    expect(calls[1]?.body).toEqual({ access_token: access.accessToken, payment_method_id: 'pm_sbx_1' });
  });

  it('a declined card is the form state with the reason; a bad number never reaches the API', async () => {
    const { client } = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_sbx_2', brand: 'visa', last4: '0002', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/new_card/': () => setup('failed', { failureReason: 'card_decline' }),
    });
    expect(await saveSandboxCard(client, access, '/x', form(card), signal, today)).toEqual({ status: 'failed', values: { expiry: '12/34', name: 'Ana Silva' }, reason: 'card_decline' });
    const invalid = await saveSandboxCard(client, access, '/x', form({ ...card, number: '1234' }), signal, today);
    expect(invalid).toMatchObject({ status: 'invalid', problems: { number: 'invalid' } });
  });

  it('Stripe: a challenge answers the client secret; the second call sends the SetupIntent', async () => {
    const { client, calls } = fakeApi({ '/apis/booking_requests/new_card/': () => setup('requires_action', { clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1' }) });
    expect(await saveStripeCard(client, access, { paymentMethodId: 'pm_1' }, signal)).toEqual({ status: 'requires_action', clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1' });
    await saveStripeCard(client, access, { paymentMethodId: 'pm_1', setupIntentId: 'seti_1' }, signal);
    expect(calls[1]?.body).toEqual({ access_token: access.accessToken, payment_method_id: 'pm_1', setup_intent_id: 'seti_1' });
  });

  it('PayPal: to the approval page, and the order captured when the guest returns', async () => {
    const { client, calls } = fakeApi({
      '/apis/booking_requests/paypal_save_checkout_card/': (request) =>
        (request.body as { order_id?: string }).order_id
          ? { status: 'succeeded', orderId: 'ORDER1', approveUrl: null, failureReason: null, amount: { amountMinor: 100, currency: 'EUR' }, bookingStatus: 'confirmed', card: { brand: 'paypal', last4: null, expMonth: null, expYear: null } }
          : { status: 'requires_action', orderId: 'ORDER1', approveUrl: 'https://www.paypal.com/checkoutnow?token=ORDER1', failureReason: null, amount: { amountMinor: 100, currency: 'EUR' }, bookingStatus: 'pending_payment', card: null },
    });
    const started = await startPaypalVault(client, access, '/booking/card/LS-ABC123/token-1234567890', signal);
    expect((started as Response).headers.get('location')).toBe('https://www.paypal.com/checkoutnow?token=ORDER1');
    expect(calls[0]?.body).toEqual({ access_token: access.accessToken, pay_part: -1, return_path: '/booking/card/LS-ABC123/token-1234567890' });
    expect(await finishPaypalVault(client, access, 'ORDER1', signal)).toBe('saved');
    expect(await finishPaypalVault(client, access, 'not an order', signal)).toBe('failed');
    expect(calls).toHaveLength(2);
  });
});
