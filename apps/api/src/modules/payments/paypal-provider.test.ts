import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalStandIn, type PaypalStandIn } from '../../testing/stand-ins/paypal-stand-in.ts';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider.ts';
import { toMajorUnits, toMinorUnits } from './paypal-client.ts';
import { createPaypalProvider } from './paypal-provider.ts';

const credentials = { clientId: 'paypal-client', clientSecret: 'paypal-secret', webhookId: 'WH-123' };
let standIn: PaypalStandIn;
let paypal: PaymentProvider;

beforeAll(async () => {
  standIn = await startPaypalStandIn(credentials);
  paypal = createPaypalProvider({ ...credentials, apiBase: standIn.apiBase });
});
afterAll(async () => standIn.close());

const order = (idempotencyKey: string, amountMinor = 12_345, currency = 'EUR') =>
  paypal.createPayment({
    amountMinor,
    currency,
    paymentMethodRef: null,
    customerRef: null,
    idempotencyKey,
    saveForLater: false,
    offSession: false,
    returnUrl: 'https://stays.example/payment/booking_payment_terminal/T-1/token',
    challengePath: null,
    description: 'Booking T-1',
    metadata: {},
  });

describe('paypal adapter against the local stand-in', () => {
  it('formats amounts in major units with the currency’s decimals', () => {
    expect(toMajorUnits(12_345, 'EUR')).toBe('123.45');
    expect(toMajorUnits(5, 'EUR')).toBe('0.05');
    expect(toMajorUnits(12_345, 'JPY')).toBe('12345');
    expect(toMinorUnits('123.45', 'EUR')).toBe(12_345);
    expect(toMinorUnits('12345', 'JPY')).toBe(12_345);
  });

  it('creates an order (intent CAPTURE, PayPal-Request-Id) and answers the approval link', async () => {
    const created = await order('booking:1:instalment:1:attempt:1');
    expect(created).toMatchObject({ status: 'requires_action', amountMinor: 12_345, currency: 'eur' });
    expect(created.nextActionUrl).toContain(created.providerRef);
    const [post] = standIn.posts('/v2/checkout/orders');
    expect(post).toMatchObject({ requestId: 'booking:1:instalment:1:attempt:1', body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '123.45' } }] } });
    const jpy = await order('jpy-key', 4_000, 'JPY');
    expect(jpy.amountMinor).toBe(4_000);
    expect(standIn.posts('/v2/checkout/orders').at(-1)?.body).toMatchObject({ purchase_units: [{ amount: { currency_code: 'JPY', value: '4000' } }] });
  });

  it('the same request id answers the same order', async () => {
    expect((await order('same-id')).providerRef).toBe((await order('same-id')).providerRef);
  });

  it('captures an approved order once; a replayed capture answers the captured order', async () => {
    const created = await order('capture-me');
    expect((await paypal.confirmPayment(created.providerRef, 'capture-me:capture')).status).toBe('requires_action');
    standIn.approve(created.providerRef);
    expect((await paypal.confirmPayment(created.providerRef, 'capture-me:capture')).status).toBe('succeeded');
    expect((await paypal.confirmPayment(created.providerRef, 'capture-me:capture')).status).toBe('succeeded');
    expect((await paypal.confirmPayment(created.providerRef, 'another-key')).status).toBe('succeeded');
    const refund = await paypal.refund(created.providerRef, 12_345, 'payment:1:refund');
    expect(refund.status).toBe('succeeded');
    const captureId = (standIn.orders.get(created.providerRef)?.purchase_units[0]?.payments?.captures?.[0] as { id: string }).id;
    expect(standIn.posts(`/v2/payments/captures/${captureId}/refund`)[0]).toMatchObject({ requestId: 'payment:1:refund', body: { amount: { value: '123.45', currency_code: 'EUR' } } });
  });

  it('holds use intent AUTHORIZE', async () => {
    const hold = await paypal.authorizeHold({ amountMinor: 20_000, currency: 'EUR', paymentMethodRef: null, customerRef: null, idempotencyKey: 'hold-1', returnUrl: null, description: 'deposit' });
    expect(hold.status).toBe('requires_action');
    expect(standIn.posts('/v2/checkout/orders').at(-1)?.body).toMatchObject({ intent: 'AUTHORIZE' });
  });

  it('caches the OAuth token and every call carried it', () => {
    expect(standIn.tokenRequests()).toBe(1);
    expect(standIn.problems).toEqual([]);
  });

  it('verifies webhooks through PayPal with the webhook id', async () => {
    const body = JSON.stringify({ id: 'WH-EVT-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: 'ORDER1' } } } });
    const headers = { 'paypal-auth-algo': 'SHA256withRSA', 'paypal-cert-url': 'https://api.paypal.com/cert', 'paypal-transmission-id': 't1', 'paypal-transmission-time': '2026-01-01T00:00:00Z' };
    expect(await paypal.parseWebhook(body, { ...headers, 'paypal-transmission-sig': 'valid-signature' })).toMatchObject({ id: 'WH-EVT-1', providerRef: 'ORDER1', status: 'succeeded' });
    await expect(paypal.parseWebhook(body, { ...headers, 'paypal-transmission-sig': 'forged' })).rejects.toBeInstanceOf(WebhookSignatureError);
    const verify = standIn.posts('/v1/notifications/verify-webhook-signature')[0];
    expect(verify?.body).toMatchObject({ webhook_id: 'WH-123', transmission_id: 't1' });
  });

  it('finds an order by id for reconciliation; without an id or for an unknown one there is nothing to find', async () => {
    const created = await order('lookup-key');
    expect(await paypal.findPayment({ providerRef: created.providerRef, idempotencyKey: 'lookup-key' })).toMatchObject({ providerRef: created.providerRef, status: 'requires_action' });
    expect(await paypal.findPayment({ providerRef: null, idempotencyKey: 'lookup-key' })).toBeNull();
    expect(await paypal.findPayment({ providerRef: 'NOSUCHORDER', idempotencyKey: 'other' })).toBeNull();
    standIn.approve(created.providerRef);
    await paypal.confirmPayment(created.providerRef, 'lookup-key:capture');
    expect(await paypal.findPayment({ providerRef: created.providerRef, idempotencyKey: 'lookup-key' })).toMatchObject({ status: 'succeeded', amountMinor: 12_345 });
  });

  it('cancelling an unapproved order answers cancelled; a captured one is answered as it is', async () => {
    const open = await order('cancel-open');
    expect((await paypal.cancelPayment(open.providerRef, 'cancel-open:cancel')).status).toBe('cancelled');
    const paid = await order('cancel-paid');
    standIn.approve(paid.providerRef);
    await paypal.confirmPayment(paid.providerRef, 'cancel-paid:capture');
    expect((await paypal.cancelPayment(paid.providerRef, 'cancel-paid:cancel')).status).toBe('succeeded');
  });
});
