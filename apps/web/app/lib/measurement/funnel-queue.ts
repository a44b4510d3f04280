import type { ConsentChoice, FunnelEvent, FunnelItem, FunnelMoney } from '@direct/domain/measurement';

// Funnel events wait in the tab's session storage until a page that measures sends them: the
// property page's own at once, the payment page's (which loads no tags) on the next measured page,
// normally the success page. Nothing is written without the guest's consent to measurement.

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const queueKey = 'funnel:queue';
const itemKey = 'funnel:item';
const checkoutKey = (bookingCode: string) => `funnel:checkout:${bookingCode}`;
// Purchases already reported from this browser: a reload or a second visit of the success page
// reports nothing again (the tags also get the booking code to drop duplicates themselves).
const reportedKey = 'funnel:reported';

export const consented = (choice: ConsentChoice | null) => choice !== null && (choice.analytics || choice.marketing);

function read<T>(store: Store, key: string, fallback: T): T {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(store: Store, key: string, value: unknown) {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: measurement is best effort, the page goes on.
  }
}

export function queueFunnelEvent(session: Store, choice: ConsentChoice | null, event: FunnelEvent) {
  if (!consented(choice)) return;
  const queue = read<FunnelEvent[]>(session, queueKey, []);
  // One begin_checkout or add_payment_info per stay and booking is enough.
  const key = (candidate: FunnelEvent) => `${candidate.name}:${'bookingCode' in candidate ? candidate.bookingCode : candidate.item.id}:${candidate.price?.amountMinor ?? ''}`;
  if (queue.some((queued) => key(queued) === key(event))) return;
  write(session, queueKey, [...queue.slice(-19), event]);
  if (event.name === 'begin_checkout') write(session, itemKey, event.item);
}

type RememberedCheckout = { item: FunnelItem; total: FunnelMoney; paymentInfo?: boolean };

// The payment page: what the guest is paying for, kept for the purchase the success page reports,
// and whether add_payment_info was queued for it (paymentInfo; once true it stays true).
// The item is the one checkout began with when the names agree (its id is the property's).
export function rememberCheckout(
  session: Store,
  choice: ConsentChoice | null,
  checkout: { bookingCode: string; propertyName: string; total: FunnelMoney },
  paymentInfo = false,
): FunnelItem | null {
  if (!consented(choice)) return null;
  const started = read<FunnelItem | null>(session, itemKey, null);
  const item = started && started.name === checkout.propertyName ? started : { id: checkout.propertyName, name: checkout.propertyName };
  const known = read<RememberedCheckout | null>(session, checkoutKey(checkout.bookingCode), null);
  write(session, checkoutKey(checkout.bookingCode), { item, total: checkout.total, paymentInfo: paymentInfo || known?.paymentInfo === true } satisfies RememberedCheckout);
  return item;
}

// The success page: a paid booking this tab checked out becomes a purchase, once. A card went in
// to pay it, so when the payment page queued no add_payment_info (the guest pressed Pay before
// its scripts ran, and the form posted itself), the purchase brings it along.
export function queuePurchase(session: Store, local: Store, choice: ConsentChoice | null, bookingCode: string) {
  const checkout = read<RememberedCheckout | null>(session, checkoutKey(bookingCode), null);
  if (!checkout) return;
  session.removeItem(checkoutKey(bookingCode));
  if (read<string[]>(local, reportedKey, []).includes(bookingCode)) return;
  if (!checkout.paymentInfo) queueFunnelEvent(session, choice, { name: 'add_payment_info', item: checkout.item, price: checkout.total, bookingCode });
  queueFunnelEvent(session, choice, { name: 'purchase', item: checkout.item, price: checkout.total, bookingCode });
}

// The events to send now; a purchase is marked reported as it leaves the queue.
export function takeFunnelEvents(session: Store, local: Store): FunnelEvent[] {
  const queue = read<FunnelEvent[]>(session, queueKey, []);
  if (queue.length === 0) return [];
  session.removeItem(queueKey);
  const reported = read<string[]>(local, reportedKey, []);
  const events = queue.filter((event) => event.name !== 'purchase' || !reported.includes(event.bookingCode));
  const purchases = events.flatMap((event) => (event.name === 'purchase' ? [event.bookingCode] : []));
  if (purchases.length > 0) write(local, reportedKey, [...reported, ...purchases].slice(-50));
  return events;
}
