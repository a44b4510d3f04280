import type { PaymentNotice } from '../../lib/payment/query.ts';
import type { PaymentResourceAnswer } from './resource-answer.ts';

// The browser side of the Stripe, Google Pay and PayPal payments: talking to /resources/payment
// and deciding what the page does with each answer. Pure except `postPayment`.

export type PaymentAccess = { bookingCode: string; accessToken: string; pagePath: string };

export type PaymentStep =
  | { kind: 'navigate'; to: string }
  | { kind: 'next-action'; clientSecret: string; paymentIntentId: string | null }
  | { kind: 'notice'; notice: PaymentNotice }
  | { kind: 'expired' }
  | { kind: 'continue' };

export function stepFor(answer: PaymentResourceAnswer): PaymentStep {
  switch (answer.outcome) {
    case 'succeeded':
      return { kind: 'navigate', to: answer.redirectTo };
    case 'requires_action':
      // The sandbox's challenge page is ours; Stripe's challenge runs in Stripe.js's own frame.
      if (answer.redirectTo) return { kind: 'navigate', to: answer.redirectTo };
      if (answer.clientSecret) return { kind: 'next-action', clientSecret: answer.clientSecret, paymentIntentId: answer.paymentIntentId };
      return { kind: 'notice', notice: { kind: 'failed', reason: 'processing_error' } };
    case 'processing':
      return { kind: 'notice', notice: { kind: 'processing' } };
    case 'failed':
      return { kind: 'notice', notice: { kind: 'failed', reason: answer.reason } };
    case 'expired':
      return { kind: 'expired' };
    default:
      return { kind: 'continue' };
  }
}

// A failed request (network, 5xx) reads as the spec's generic failure; a 410 as expiry.
export async function postPayment(access: PaymentAccess, body: Record<string, unknown>): Promise<PaymentResourceAnswer> {
  try {
    const response = await fetch('/resources/payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...access, ...body }),
    });
    const json = (await response.json().catch(() => null)) as PaymentResourceAnswer | null;
    if (json && typeof json === 'object' && 'outcome' in json) return json;
    return { outcome: 'failed', reason: response.status === 410 ? 'expired' : 'generic' };
  } catch {
    return { outcome: 'failed', reason: 'generic' };
  }
}

// PayPal's JS SDK address for a client id and currency (buttons only, capture intent).
export function paypalSdkUrl(clientId: string, currency: string, lng: string): string {
  const locales: Record<string, string> = { en: 'en_GB', de: 'de_DE', pt: 'pt_PT' };
  const params = new URLSearchParams({
    'client-id': clientId,
    currency: currency.toUpperCase(),
    intent: 'capture',
    components: 'buttons',
    locale: locales[lng] ?? 'en_GB',
  });
  return `https://www.paypal.com/sdk/js?${params}`;
}

// The country the Payment Request Button (Google Pay) asks for. The terminal doesn't tell us the
// Stripe account's country, so it follows the currency; euro brands default to Portugal.
export function walletCountry(currency: string): string {
  const byCurrency: Record<string, string> = { GBP: 'GB', USD: 'US', CHF: 'CH', EUR: 'PT', SEK: 'SE', DKK: 'DK', NOK: 'NO', PLN: 'PL' };
  return byCurrency[currency.toUpperCase()] ?? 'PT';
}

// Stripe.js takes a language or "auto" (one rule for the terminal, card and deposit pages).
export { stripeLocaleOf as stripeLocale } from '../../lib/payment/stripe-locale.ts';
