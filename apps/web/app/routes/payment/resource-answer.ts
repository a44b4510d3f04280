import type { PaymentAttemptResult } from '@direct/contracts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { sitePathFrom, successPath } from '../../lib/payment/paths.ts';

// What /resources/payment answers the browser's Stripe, Google Pay and PayPal code: the outcome
// and, where the page must move on, the site path to go to. No secrets besides a payment intent's
// client secret, which Stripe.js needs for the next action and which only works with our key.
export type PaymentResourceAnswer =
  | { outcome: 'succeeded'; redirectTo: string }
  | { outcome: 'requires_action'; clientSecret: string | null; paymentIntentId: string | null; redirectTo: string | null }
  | { outcome: 'processing' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'expired' }
  | { outcome: 'order'; orderId: string }
  | { outcome: 'recorded' }
  // Opayo: a merchant session key for the drop-in form, and a 3-D Secure challenge the browser
  // opens by posting the cReq to the issuer's ACS.
  | { outcome: 'opayo_session'; merchantSessionKey: string; dropInScriptUrl: string }
  | { outcome: 'opayo_challenge'; acsUrl: string; creq: string; transactionId: string };

// `pagePath` is the pathname of the page that asked (for its language prefix).
export function answerForResult(result: PaymentAttemptResult, bookingCode: string, pagePath: string): PaymentResourceAnswer {
  switch (result.status) {
    case 'succeeded':
      return { outcome: 'succeeded', redirectTo: successPath(pagePath, bookingCode) };
    case 'requires_action':
      return {
        outcome: 'requires_action',
        clientSecret: result.clientSecret,
        paymentIntentId: result.paymentIntentId,
        redirectTo: sitePathFrom(pagePath, result.nextActionUrl),
      };
    case 'processing':
      return { outcome: 'processing' };
    default:
      return { outcome: 'failed', reason: result.failureReason ?? 'generic' };
  }
}

// The language prefix of the page that asked, from a pathname the browser sent (anything else: none).
export function safePagePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?:de|pt|en)\//.test(value) ? localizedPath(value, '/') : '/';
}

// Opayo's challenge is a form the browser posts to the issuer's page (absolute https URL).
export function answerForOpayoResult(result: PaymentAttemptResult, bookingCode: string, pagePath: string): PaymentResourceAnswer {
  if (result.status === 'requires_action') {
    const acsUrl = result.nextActionUrl ?? '';
    if (/^https?:\/\//.test(acsUrl) && result.clientSecret && result.paymentIntentId) {
      return { outcome: 'opayo_challenge', acsUrl, creq: result.clientSecret, transactionId: result.paymentIntentId };
    }
    return { outcome: 'failed', reason: 'processing_error' };
  }
  return answerForResult(result, bookingCode, pagePath);
}
