import { describe, expect, it } from 'vitest';
import { clientOf, type ApiClient, type ApiRequest } from '@direct/api-client';
import { holdOnCardOnFile, holdWithStripeMethod } from './deposit.server.ts';

// The deposit page's Stripe Elements and card-on-file steps against a fake API answering by path.

const access = { bookingCode: 'LS-ABC123', accessToken: 'token-1234567890' };
const signal = new AbortController().signal;
const money = { amountMinor: 25_000, currency: 'EUR' };
const held = (status: string) => ({ status, failureReason: status === 'failed' ? 'card_decline' : null, amount: money, holdOn: '2027-01-01', releaseOn: '2027-01-06', card: { brand: 'visa', last4: '4242' } });

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

describe('deposit with Stripe Elements', () => {
  it('saves the card first (3-D Secure in the browser when asked), then holds on the card on file', async () => {
    let challenged = false;
    const { client, calls } = fakeApi({
      '/apis/booking_requests/new_card/': (request) => {
        const body = request.body as { setup_intent_id?: string };
        if (!body.setup_intent_id && !challenged) {
          challenged = true;
          return { status: 'requires_action', card: null, failureReason: null, setupIntentId: 'seti_1', clientSecret: 'seti_1_secret' };
        }
        return { status: 'saved', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }, failureReason: null, setupIntentId: 'seti_1', clientSecret: null };
      },
      '/apis/booking_requests/send_deposit_form_stripe/': () => held('authorized'),
    });
    expect(await holdWithStripeMethod(client, access, { paymentMethodId: 'pm_1' }, signal)).toEqual({ status: 'requires_action', clientSecret: 'seti_1_secret', setupIntentId: 'seti_1' });
    expect(await holdWithStripeMethod(client, access, { paymentMethodId: 'pm_1', setupIntentId: 'seti_1' }, signal)).toEqual({ status: 'done' });
    expect(calls.map((call) => call.body)).toEqual([
      { access_token: access.accessToken, payment_method_id: 'pm_1' },
      { access_token: access.accessToken, payment_method_id: 'pm_1', setup_intent_id: 'seti_1' },
      { access_token: access.accessToken, use_card_on_file: true },
    ]);
  });

  it('a refused card or hold is the reason; the card on file of a PayPal booking goes through paypal_checkout_card', async () => {
    const { client } = fakeApi({
      '/apis/booking_requests/new_card/': () => ({ status: 'failed', card: null, failureReason: 'insufficient_funds', setupIntentId: null, clientSecret: null }),
      '/apis/booking_requests/paypal_checkout_card/': () => ({ payment: null, deposit: held('authorized') }),
    });
    expect(await holdWithStripeMethod(client, access, { paymentMethodId: 'pm_2' }, signal)).toEqual({ status: 'failed', reason: 'insufficient_funds' });
    const answer = await holdOnCardOnFile(client, access, 'paypal', '/deposit/booking_deposit_terminal/LS-ABC123/token-1234567890', signal);
    expect((answer as Response).headers.get('location')).toBe('/deposit/booking_deposit_terminal/LS-ABC123/token-1234567890');
  });
});
