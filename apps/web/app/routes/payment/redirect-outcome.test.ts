import { describe, expect, it } from 'vitest';
import { outcomeOfAttempt, parseReturnQuery, redirectStep, redirectWaitMs, type RedirectOutcome, type RedirectPaths } from './redirect-outcome.ts';

const paths: RedirectPaths = {
  success: '/booking-confirmation-success?booking=LS-1',
  terminal: (query = {}) => `/payment/booking_payment_terminal/LS-1/token${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`,
};
const step = (outcome: RedirectOutcome, elapsedMs = 0, provider: 'paypal' | 'stripe' | null = null) => redirectStep(outcome, { elapsedMs, provider, paths });

describe('parseReturnQuery', () => {
  it('reads what each gateway adds to the return address', () => {
    expect(parseReturnQuery(new URLSearchParams('payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded'))).toEqual({
      provider: null,
      paymentIntentId: 'pi_123',
      paypalOrderId: null,
    });
    expect(parseReturnQuery(new URLSearchParams('provider=paypal&token=5O190127TN364715T&PayerID=ABC'))).toEqual({
      provider: 'paypal',
      paymentIntentId: null,
      paypalOrderId: '5O190127TN364715T',
    });
    // PayPal's own parameters without our provider marker.
    expect(parseReturnQuery(new URLSearchParams('token=5O190127TN364715T&PayerID=ABC')).paypalOrderId).toBe('5O190127TN364715T');
    expect(parseReturnQuery(new URLSearchParams('provider=opayo'))).toEqual({ provider: 'opayo', paymentIntentId: null, paypalOrderId: null });
  });

  it('ignores malformed ids and unknown providers', () => {
    expect(parseReturnQuery(new URLSearchParams('payment_intent=../../x&provider=evil'))).toEqual({ provider: null, paymentIntentId: null, paypalOrderId: null });
    expect(parseReturnQuery(new URLSearchParams(`payment_intent=${'a'.repeat(300)}`)).paymentIntentId).toBeNull();
    // A token without PayPal's PayerID is not taken for an order id.
    expect(parseReturnQuery(new URLSearchParams('token=abc123')).paypalOrderId).toBeNull();
  });
});

describe('outcomeOfAttempt', () => {
  it('maps the API’s attempt statuses', () => {
    expect(outcomeOfAttempt('succeeded', null)).toEqual({ kind: 'succeeded' });
    expect(outcomeOfAttempt('failed', 'insufficient_funds')).toEqual({ kind: 'failed', reason: 'insufficient_funds' });
    expect(outcomeOfAttempt('failed', null)).toEqual({ kind: 'failed', reason: 'generic' });
    expect(outcomeOfAttempt('processing', null)).toEqual({ kind: 'pending' });
    expect(outcomeOfAttempt('created', null)).toEqual({ kind: 'pending' });
    expect(outcomeOfAttempt('requires_action', null)).toEqual({ kind: 'not_completed' });
    expect(outcomeOfAttempt('cancelled', null)).toEqual({ kind: 'not_completed' });
  });
});

describe('redirectStep', () => {
  it('moves on at once when the answer is final', () => {
    expect(step({ kind: 'succeeded' })).toEqual({ kind: 'go', to: paths.success });
    expect(step({ kind: 'failed', reason: 'card_decline' })).toEqual({ kind: 'go', to: '/payment/booking_payment_terminal/LS-1/token?error=card_decline' });
    expect(step({ kind: 'expired' })).toEqual({ kind: 'go', to: '/payment/booking_payment_terminal/LS-1/token' });
    expect(step({ kind: 'unknown' })).toEqual({ kind: 'go', to: '/payment/booking_payment_terminal/LS-1/token' });
  });

  it('an unfinished challenge is a failed authentication; a PayPal cancel is not an error', () => {
    expect(step({ kind: 'not_completed' }, 0, 'stripe')).toEqual({ kind: 'go', to: '/payment/booking_payment_terminal/LS-1/token?error=authentication_failed' });
    expect(step({ kind: 'not_completed' }, 0, 'paypal')).toEqual({ kind: 'go', to: '/payment/booking_payment_terminal/LS-1/token' });
  });

  it('waits while the gateway works, for 5 seconds at most, then says it is processing', () => {
    expect(redirectWaitMs).toBe(5_000);
    expect(step({ kind: 'pending' }, 0)).toEqual({ kind: 'wait' });
    expect(step({ kind: 'pending' }, 4_999)).toEqual({ kind: 'wait' });
    expect(step({ kind: 'pending' }, 5_000)).toEqual({ kind: 'processing' });
    expect(step({ kind: 'pending' }, 60_000)).toEqual({ kind: 'processing' });
    // A final answer still wins after the wait.
    expect(step({ kind: 'succeeded' }, 9_000)).toEqual({ kind: 'go', to: paths.success });
  });
});
