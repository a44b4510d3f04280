import { consentFromCookieHeader, type FunnelEvent, type FunnelMoney } from '@direct/domain/measurement';
import { queueFunnelEvent, rememberCheckout } from './funnel-queue.ts';

// What pages call: a funnel event, queued (with consent only) for the measurement component,
// which sends it at once where tags run, or on the next page that measures.
export const funnelQueuedEvent = 'funnel:queued';

const choice = () => consentFromCookieHeader(document.cookie);

export function trackFunnelEvent(event: FunnelEvent) {
  if (typeof window === 'undefined') return;
  queueFunnelEvent(window.sessionStorage, choice(), event);
  window.dispatchEvent(new Event(funnelQueuedEvent));
}

// The payment page: what is being paid for (for the success page's purchase), and the card
// submitted (add_payment_info, sent on the next page that measures).
export function trackCheckout(checkout: { bookingCode: string; propertyName: string; total: FunnelMoney }) {
  if (typeof window === 'undefined') return;
  rememberCheckout(window.sessionStorage, choice(), checkout);
}

export function trackPaymentInfo(checkout: { bookingCode: string; propertyName: string; total: FunnelMoney }) {
  if (typeof window === 'undefined') return;
  const item = rememberCheckout(window.sessionStorage, choice(), checkout);
  if (item) trackFunnelEvent({ name: 'add_payment_info', item, price: checkout.total, bookingCode: checkout.bookingCode });
}
