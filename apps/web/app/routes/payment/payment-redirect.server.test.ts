import { createApiClient, createTokenSource } from '@direct/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, startApiStandIn, tokenAnswer, type ApiStandIn, type StandInHandler } from '../../testing/api-stand-in.ts';
import { checkOutcome } from './payment-redirect.server.ts';
import { parseReturnQuery } from './redirect-outcome.ts';

// What the redirect page asks the API for each gateway's return, against a stand-in of the API.

let standIn: ApiStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const access = { bookingCode: 'LS-ABC123', accessToken: 'token-1234567890' };
const money = { amountMinor: 9_000, currency: 'EUR' };
const attempt = (status: string, failureReason: string | null = null) => ({
  status,
  paymentIntentId: 'pi_1',
  clientSecret: null,
  nextActionUrl: null,
  failureReason,
  amount: money,
  bookingStatus: status === 'succeeded' ? 'confirmed' : 'pending_payment',
});
const info = (lastAttempt: { status: string; failureReason: string | null } | null, expired = false) => ({
  bookingCode: access.bookingCode,
  bookingStatus: 'pending_payment',
  paymentMode: 'payment',
  payPart: -1,
  amount: money,
  total: money,
  paid: { amountMinor: 0, currency: 'EUR' },
  balance: money,
  instalments: [],
  provider: 'sandbox',
  holdExpiresAt: null,
  expired,
  lastAttempt,
});

async function outcomeFor(query: string, handler: StandInHandler) {
  standIn = await startApiStandIn((request) => (request.path === '/oauth/token' ? tokenAnswer('tok-1') : handler(request)));
  const api = createApiClient({ apiUrl: standIn.url, tokens: createTokenSource({ apiUrl: standIn.url, clientId: 'direct-web', clientSecret: 'secret' }) });
  return checkOutcome(api, access, parseReturnQuery(new URLSearchParams(query)), AbortSignal.timeout(5_000));
}
const sent = () => standIn!.requests.filter((request) => request.path !== '/oauth/token');

describe('checkOutcome', () => {
  it('Stripe and the sandbox: finalizes the payment intent the gateway names', async () => {
    expect(await outcomeFor('payment_intent=pi_1&redirect_status=succeeded', () => ({ status: 200, body: attempt('succeeded') }))).toEqual({ kind: 'succeeded' });
    const [request] = sent();
    expect(request!.path).toBe('/apis/booking_requests/finalize_stripe_payment/LS-ABC123');
    expect(JSON.parse(request!.body)).toEqual({ access_token: access.accessToken, payment_intent_id: 'pi_1' });
  });

  it('PayPal: captures the order it names; a decline is a failure with its reason', async () => {
    expect(await outcomeFor('provider=paypal&token=ORDER123&PayerID=P1', () => ({ status: 200, body: attempt('failed', 'card_decline') }))).toEqual({
      kind: 'failed',
      reason: 'card_decline',
    });
    expect(sent()[0]!.path).toBe('/apis/booking_requests/capture_order_paypal/LS-ABC123');
    expect(JSON.parse(sent()[0]!.body)).toEqual({ access_token: access.accessToken, order_id: 'ORDER123' });
  });

  it('Opayo (no id): the last attempt from get_payment_info, with the spec’s payload and proof of access', async () => {
    expect(await outcomeFor('provider=opayo', () => ({ status: 200, body: info({ status: 'processing', failureReason: null }) }))).toEqual({ kind: 'pending' });
    expect(sent()[0]!.path).toBe('/apis/rest/direct_api_frontend_api_payment/latest/get_payment_info');
    expect(JSON.parse(sent()[0]!.body)).toEqual({ BOOKINGCODE: 'LS-ABC123', pay_part: -1, payment_mode: 'payment', access_token: access.accessToken });
  });

  it('no attempt: unknown (or expired); an id of another booking: unknown; a lapsed hold: expired', async () => {
    expect(await outcomeFor('provider=opayo', () => ({ status: 200, body: info(null) }))).toEqual({ kind: 'unknown' });
    expect(await outcomeFor('provider=opayo', () => ({ status: 200, body: info(null, true) }))).toEqual({ kind: 'expired' });
    expect(await outcomeFor('payment_intent=pi_other', () => envelope('not_found', 404, 'No payment of this booking has this id.'))).toEqual({ kind: 'unknown' });
    expect(await outcomeFor('payment_intent=pi_1', () => envelope('expired', 410, 'This booking can no longer be paid.'))).toEqual({ kind: 'expired' });
  });

  it('an API that is down or slow means "we don’t know yet": pending, asked again', async () => {
    expect(await outcomeFor('payment_intent=pi_1', () => envelope('service_unavailable', 503, 'The gateway did not answer.'))).toEqual({ kind: 'pending' });
  });
});
