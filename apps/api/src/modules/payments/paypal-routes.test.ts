import { bookings } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalStandIn, type PaypalStandIn } from '../../testing/stand-ins/paypal-stand-in.ts';
import { createPayableBooking, createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';

const credentials = { clientId: 'route-client', clientSecret: 'route-secret', webhookId: 'WH-ROUTES' };
let standIn: PaypalStandIn;
let t: PaymentsTestApp;

beforeAll(async () => {
  standIn = await startPaypalStandIn(credentials);
  t = await createPaymentsTestApp({
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_API_BASE: standIn.apiBase,
    PAYPAL_WEBHOOK_ID: credentials.webhookId,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('PayPal through the API', () => {
  it('create_order_paypal → approve → capture_order_paypal confirms the booking; replays change nothing', async () => {
    const { booking, token } = await createPayableBooking(t.db, t.config.tokenSigningSecret, { parts: [10_050] });
    await t.db.update(bookings).set({ siteOrigin: 'https://stays.example.test' }).where(eq(bookings.id, booking.id));
    const create = `/apis/booking_requests/create_order_paypal/${booking.code}`;
    const created = await t.post(create, { access_token: token, pay_part: -1 });
    expect(created.statusCode).toBe(200);
    const { orderId, approveUrl, amount } = created.json<{ orderId: string; approveUrl: string; amount: { amountMinor: number } }>();
    expect(approveUrl).toContain(orderId);
    expect(amount.amountMinor).toBe(10_050);
    // A retried create answers the same order.
    expect((await t.post(create, { access_token: token, pay_part: -1 })).json<{ orderId: string }>().orderId).toBe(orderId);
    expect(standIn.posts('/v2/checkout/orders').at(-1)?.body).toMatchObject({ purchase_units: [{ amount: { value: '100.50', currency_code: 'EUR' } }] });
    // Approved or cancelled, PayPal sends the guest to the site's payment redirect page.
    const context = (standIn.posts('/v2/checkout/orders').at(-1)?.body as { payment_source?: { paypal?: { experience_context?: { return_url?: string } } } })
      .payment_source?.paypal?.experience_context;
    expect(context?.return_url).toMatch(new RegExp(`^https://stays\\.example\\.test/payment/redirect/${booking.code}/[^/?]+\\?provider=paypal$`));

    const capture = `/apis/booking_requests/capture_order_paypal/${booking.code}`;
    expect((await t.post(capture, { access_token: token, order_id: orderId })).json()).toMatchObject({ status: 'requires_action' });
    standIn.approve(orderId);
    const captured = await Promise.all([1, 2, 3, 4].map(() => t.post(capture, { access_token: token, order_id: orderId })));
    for (const response of captured) expect(response.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed' });
    expect(standIn.posts(`/v2/checkout/orders/${orderId}/capture`).every((post) => post.requestId?.endsWith(':capture'))).toBe(true);
    expect((await t.post(capture, { access_token: token, order_id: 'UNKNOWN' })).statusCode).toBe(404);
    expect(standIn.problems).toEqual([]);
  });

  it('card routes answer 404 with PayPal; a forged webhook is a 400', async () => {
    const { booking, token } = await createPayableBooking(t.db, t.config.tokenSigningSecret);
    expect((await t.post(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: token, payment_method_id: 'pm_card_visa' })).statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/apis/webhooks/paypal',
      headers: { 'content-type': 'application/json', 'paypal-transmission-sig': 'forged' },
      payload: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    });
    expect(webhook.statusCode).toBe(400);
  });
});
