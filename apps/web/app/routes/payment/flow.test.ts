import { describe, expect, it } from 'vitest';
import { paypalSdkUrl, stepFor, stripeLocale, walletCountry } from './flow.ts';
import { sitePathFrom, successPath, terminalPath, challengePath } from '../../lib/payment/paths.ts';
import { answerForResult, safePagePath } from './resource-answer.ts';

const money = { amountMinor: 10000, currency: 'EUR' };
const result = (overrides: Partial<Parameters<typeof answerForResult>[0]>) => ({
  status: 'succeeded' as const,
  paymentIntentId: 'pi_1',
  clientSecret: null,
  nextActionUrl: null,
  failureReason: null,
  amount: money,
  bookingStatus: 'confirmed' as const,
  ...overrides,
});

describe('paths', () => {
  it('keep the language prefix of the current page', () => {
    expect(successPath('/de/payment/booking_payment_terminal/AB1/tok', 'AB1')).toBe('/de/booking-confirmation-success?booking=AB1');
    expect(successPath('/payment/x', 'AB1')).toBe('/booking-confirmation-success?booking=AB1');
    expect(terminalPath('/pt/x', 'AB1', 'tok-123', { error: 'authentication_failed' })).toBe(
      '/pt/payment/booking_payment_terminal/AB1/tok-123?error=authentication_failed',
    );
    expect(challengePath('/x', 'AB1', 'tok', 'pi_9')).toBe('/payment/authenticate/AB1/tok?payment_intent=pi_9');
  });

  it('only follow next-action addresses on this site', () => {
    expect(sitePathFrom('/de/x', '/payment/authenticate/A/t?payment_intent=pi_1')).toBe('/de/payment/authenticate/A/t?payment_intent=pi_1');
    expect(sitePathFrom('/x', 'https://evil.example/')).toBeNull();
    expect(sitePathFrom('/x', '//evil.example/')).toBeNull();
    expect(sitePathFrom('/x', null)).toBeNull();
  });
});

describe('answerForResult and stepFor', () => {
  it('sends a success to the confirmation page', () => {
    const answer = answerForResult(result({}), 'AB1', '/de');
    expect(answer).toEqual({ outcome: 'succeeded', redirectTo: '/de/booking-confirmation-success?booking=AB1' });
    expect(stepFor(answer)).toEqual({ kind: 'navigate', to: '/de/booking-confirmation-success?booking=AB1' });
  });

  it('follows the sandbox challenge page, else Stripe’s next action', () => {
    const sandbox = answerForResult(result({ status: 'requires_action', nextActionUrl: '/payment/authenticate/AB1/t?payment_intent=pi_1' }), 'AB1', '/');
    expect(stepFor(sandbox)).toEqual({ kind: 'navigate', to: '/payment/authenticate/AB1/t?payment_intent=pi_1' });
    const stripe = answerForResult(result({ status: 'requires_action', clientSecret: 'pi_1_secret_x' }), 'AB1', '/');
    expect(stepFor(stripe)).toEqual({ kind: 'next-action', clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' });
    expect(stepFor({ outcome: 'requires_action', clientSecret: null, paymentIntentId: null, redirectTo: null })).toEqual({
      kind: 'notice',
      notice: { kind: 'failed', reason: 'processing_error' },
    });
  });

  it('turns declines, processing and expiry into what the page shows', () => {
    expect(stepFor(answerForResult(result({ status: 'failed', failureReason: 'insufficient_funds' }), 'AB1', '/'))).toEqual({
      kind: 'notice',
      notice: { kind: 'failed', reason: 'insufficient_funds' },
    });
    expect(stepFor(answerForResult(result({ status: 'failed' }), 'AB1', '/'))).toEqual({ kind: 'notice', notice: { kind: 'failed', reason: 'generic' } });
    expect(stepFor(answerForResult(result({ status: 'processing' }), 'AB1', '/'))).toEqual({ kind: 'notice', notice: { kind: 'processing' } });
    expect(stepFor({ outcome: 'expired' })).toEqual({ kind: 'expired' });
    expect(stepFor({ outcome: 'recorded' })).toEqual({ kind: 'continue' });
  });

  it('takes only a language prefix from the page path the browser sends', () => {
    expect(safePagePath('/de/payment/booking_payment_terminal/A/t')).toBe('/de');
    expect(safePagePath('/payment/booking_payment_terminal/A/t')).toBe('/');
    expect(safePagePath('https://evil.example/de/')).toBe('/');
    expect(safePagePath(42)).toBe('/');
  });
});

describe('provider helpers', () => {
  it('builds the PayPal SDK address', () => {
    const url = new URL(paypalSdkUrl('client 1', 'eur', 'de'));
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(url.searchParams.get('client-id')).toBe('client 1');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('intent')).toBe('capture');
    expect(url.searchParams.get('locale')).toBe('de_DE');
  });

  it('picks the wallet country and Stripe locale', () => {
    expect(walletCountry('gbp')).toBe('GB');
    expect(walletCountry('EUR')).toBe('PT');
    expect(walletCountry('XYZ')).toBe('PT');
    expect(stripeLocale('pt')).toBe('pt');
    expect(stripeLocale('fr')).toBe('auto');
  });
});
