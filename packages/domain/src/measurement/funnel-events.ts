// The booking funnel's standard events (decision 0033), described once and written for each tag:
// GA4's recommended e-commerce events (also pushed to Tag Manager's dataLayer) and the Meta
// pixel's standard events. Pure: the site's measurement component sends what this returns.

export type FunnelMoney = { amountMinor: number; currency: string };
export type FunnelItem = { id: string; name: string };

export type FunnelEvent =
  | { name: 'view_item'; item: FunnelItem; price: FunnelMoney | null }
  | { name: 'begin_checkout'; item: FunnelItem; price: FunnelMoney | null }
  | { name: 'add_payment_info'; item: FunnelItem; price: FunnelMoney | null; bookingCode: string }
  | { name: 'purchase'; item: FunnelItem; price: FunnelMoney; bookingCode: string };

export type FunnelEventName = FunnelEvent['name'];

const metaNames = {
  view_item: 'ViewContent',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
} as const satisfies Record<FunnelEventName, string>;

export type MetaEventName = (typeof metaNames)[FunnelEventName];

// Amounts in the currency's major unit, as both tags expect (12345 EUR cents → 123.45).
export function majorAmount({ amountMinor, currency }: FunnelMoney): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Number((amountMinor / 10 ** digits).toFixed(digits));
}

export type Ga4Event = { name: FunnelEventName; params: Record<string, unknown> };

// gtag('event', name, params) / dataLayer.push({ event: name, ecommerce: params }).
export function ga4Event(event: FunnelEvent): Ga4Event {
  const item = { item_id: event.item.id, item_name: event.item.name, item_category: 'stay', quantity: 1 };
  const params: Record<string, unknown> = { items: [item] };
  if (event.price) {
    params.currency = event.price.currency;
    params.value = majorAmount(event.price);
    (item as Record<string, unknown>).price = params.value;
  }
  if (event.name === 'purchase') params.transaction_id = event.bookingCode;
  return { name: event.name, params };
}

export type MetaEvent = { name: MetaEventName; params: Record<string, unknown>; eventId?: string };

// fbq('track', name, params, { eventID }). The booking code as the event id lets Meta drop a
// Purchase it already has (the same id from a server-side integration, or a second page view).
export function metaEvent(event: FunnelEvent): MetaEvent {
  const params: Record<string, unknown> = { content_ids: [event.item.id], content_name: event.item.name, content_type: 'product' };
  if (event.price) {
    params.currency = event.price.currency;
    params.value = majorAmount(event.price);
  }
  if (event.name === 'begin_checkout' || event.name === 'purchase') params.num_items = 1;
  const eventId = event.name === 'purchase' ? `purchase-${event.bookingCode}` : undefined;
  return { name: metaNames[event.name], params, ...(eventId ? { eventId } : {}) };
}
