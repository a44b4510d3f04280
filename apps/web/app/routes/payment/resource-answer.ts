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
  | { outcome: 'recorded' };

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
