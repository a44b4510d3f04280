import { acceptAll, rejectAll } from '@direct/domain/measurement';
import { describe, expect, it } from 'vitest';
import { queueFunnelEvent, queuePurchase, rememberCheckout, takeFunnelEvents } from './funnel-queue.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
}

const item = { id: '42', name: 'Casa do Mar' };
const total = { amountMinor: 38446, currency: 'EUR' };

describe('the funnel queue', () => {
  it('keeps nothing without consent (not even in the tab’s own storage)', () => {
    const session = memoryStorage();
    queueFunnelEvent(session, null, { name: 'view_item', item, price: null });
    queueFunnelEvent(session, rejectAll, { name: 'view_item', item, price: null });
    expect(rememberCheckout(session, rejectAll, { bookingCode: 'AB12CD', propertyName: 'Casa do Mar', total })).toBeNull();
    expect(session.items.size).toBe(0);
  });

  it('carries the payment page’s events to the success page, which reports the purchase once', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    // Property page: checkout begins (sent there), naming the property by its id.
    queueFunnelEvent(session, acceptAll, { name: 'begin_checkout', item, price: total });
    expect(takeFunnelEvents(session, local).map((event) => event.name)).toEqual(['begin_checkout']);
    // Payment page: no tags; the booking and the card submitted wait.
    const kept = rememberCheckout(session, acceptAll, { bookingCode: 'AB12CD', propertyName: 'Casa do Mar', total });
    expect(kept).toEqual(item);
    // The card submitted (track.ts: remembered with paymentInfo, then queued), twice.
    for (const _ of [1, 2]) {
      rememberCheckout(session, acceptAll, { bookingCode: 'AB12CD', propertyName: 'Casa do Mar', total }, true);
      queueFunnelEvent(session, acceptAll, { name: 'add_payment_info', item, price: total, bookingCode: 'AB12CD' });
    }
    // The page's own mount effect, late, does not forget the card.
    rememberCheckout(session, acceptAll, { bookingCode: 'AB12CD', propertyName: 'Casa do Mar', total });
    // Success page: the purchase joins the queue and everything is sent.
    queuePurchase(session, local, acceptAll, 'AB12CD');
    const sent = takeFunnelEvents(session, local);
    expect(sent.map((event) => event.name)).toEqual(['add_payment_info', 'purchase']);
    expect(sent[1]).toEqual({ name: 'purchase', item, price: total, bookingCode: 'AB12CD' });
    // A reload of the success page, or another checkout memory of the same booking: nothing again.
    queuePurchase(session, local, acceptAll, 'AB12CD');
    rememberCheckout(session, acceptAll, { bookingCode: 'AB12CD', propertyName: 'Casa do Mar', total });
    queuePurchase(session, local, acceptAll, 'AB12CD');
    expect(takeFunnelEvents(session, local)).toEqual([]);
  });

  it('brings add_payment_info along with the purchase when the payment page queued none, and not again once sent', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    // Pay was pressed before the payment page's scripts ran: the form posted itself, and only the
    // page's mount (hydrating while the payment went through) remembered the checkout.
    rememberCheckout(session, acceptAll, { bookingCode: 'EF34GH', propertyName: 'Casa do Mar', total });
    queuePurchase(session, local, acceptAll, 'EF34GH');
    const sent = takeFunnelEvents(session, local);
    expect(sent.map((event) => event.name)).toEqual(['add_payment_info', 'purchase']);
    expect(sent[0]).toEqual({ name: 'add_payment_info', item: { id: 'Casa do Mar', name: 'Casa do Mar' }, price: total, bookingCode: 'EF34GH' });
    // Already sent on an earlier page: only the purchase.
    rememberCheckout(session, acceptAll, { bookingCode: 'IJ56KL', propertyName: 'Casa do Mar', total }, true);
    queueFunnelEvent(session, acceptAll, { name: 'add_payment_info', item, price: total, bookingCode: 'IJ56KL' });
    expect(takeFunnelEvents(session, local).map((event) => event.name)).toEqual(['add_payment_info']);
    queuePurchase(session, local, acceptAll, 'IJ56KL');
    expect(takeFunnelEvents(session, local).map((event) => event.name)).toEqual(['purchase']);
  });

  it('reports no purchase for a booking this tab didn’t pay (a success page opened from a link)', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    queuePurchase(session, local, acceptAll, 'ZZ99ZZ');
    expect(takeFunnelEvents(session, local)).toEqual([]);
  });
});
