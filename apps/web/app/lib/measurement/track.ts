import type { FunnelEvent, FunnelMoney } from '@direct/domain/measurement';

// What pages call: a funnel event, queued (with consent only) for the measurement component,
// which sends it at once where tags run, or on the next page that measures. Pages call these only
// for a brand that measures; the queue's code is fetched then, not with every page.
export const funnelQueuedEvent = 'funnel:queued';

type Checkout = { bookingCode: string; propertyName: string; total: FunnelMoney };

async function queue() {
  const [{ consentFromCookieHeader }, funnel] = await Promise.all([import('@direct/domain/measurement'), import('./funnel-queue.ts')]);
  return { choice: consentFromCookieHeader(document.cookie), ...funnel };
}

export function trackFunnelEvent(event: FunnelEvent) {
  if (typeof window === 'undefined') return;
  void queue().then(({ choice, queueFunnelEvent }) => {
    queueFunnelEvent(window.sessionStorage, choice, event);
    window.dispatchEvent(new Event(funnelQueuedEvent));
  });
}

// The payment page: what is being paid for (for the success page's purchase), and the card
// submitted (add_payment_info, sent on the next page that measures).
export function trackCheckout(checkout: Checkout) {
  if (typeof window === 'undefined') return;
  void queue().then(({ choice, rememberCheckout }) => rememberCheckout(window.sessionStorage, choice, checkout));
}

export function trackPaymentInfo(checkout: Checkout) {
  if (typeof window === 'undefined') return;
  void queue().then(({ choice, rememberCheckout, queueFunnelEvent }) => {
    const item = rememberCheckout(window.sessionStorage, choice, checkout, true);
    if (item) queueFunnelEvent(window.sessionStorage, choice, { name: 'add_payment_info', item, price: checkout.total, bookingCode: checkout.bookingCode });
  });
}
