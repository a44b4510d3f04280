import { describe, expect, it } from 'vitest';
import { ga4Event, majorAmount, metaEvent, type FunnelEvent } from './funnel-events.ts';

const item = { id: '42', name: 'Bairro Alto Sunset Terrace' };
const price = { amountMinor: 41740, currency: 'EUR' };

describe('funnel events', () => {
  it('are GA4’s e-commerce events with value, currency and items', () => {
    expect(ga4Event({ name: 'view_item', item, price: null })).toEqual({
      name: 'view_item',
      params: { items: [{ item_id: '42', item_name: 'Bairro Alto Sunset Terrace', item_category: 'stay', quantity: 1 }] },
    });
    expect(ga4Event({ name: 'begin_checkout', item, price }).params).toMatchObject({ currency: 'EUR', value: 417.4, items: [{ item_id: '42', price: 417.4 }] });
    expect(ga4Event({ name: 'add_payment_info', item, price, bookingCode: 'AB12CD' }).name).toBe('add_payment_info');
    expect(ga4Event({ name: 'purchase', item, price, bookingCode: 'AB12CD' }).params).toMatchObject({ transaction_id: 'AB12CD', currency: 'EUR', value: 417.4 });
  });

  it('are the Meta pixel’s standard events, the purchase carrying the booking code as its event id', () => {
    const events: FunnelEvent[] = [
      { name: 'view_item', item, price: null },
      { name: 'begin_checkout', item, price },
      { name: 'add_payment_info', item, price, bookingCode: 'AB12CD' },
      { name: 'purchase', item, price, bookingCode: 'AB12CD' },
    ];
    expect(events.map((event) => metaEvent(event).name)).toEqual(['ViewContent', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase']);
    expect(metaEvent(events[3]!)).toEqual({
      name: 'Purchase',
      params: { content_ids: ['42'], content_name: 'Bairro Alto Sunset Terrace', content_type: 'product', currency: 'EUR', value: 417.4, num_items: 1 },
      eventId: 'purchase-AB12CD',
    });
    expect(metaEvent(events[0]!).eventId).toBeUndefined();
  });

  it('give amounts in the currency’s major unit', () => {
    expect(majorAmount({ amountMinor: 12345, currency: 'EUR' })).toBe(123.45);
    expect(majorAmount({ amountMinor: 12345, currency: 'JPY' })).toBe(12345);
  });
});
