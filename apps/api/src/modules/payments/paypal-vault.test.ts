import { bookingEvents, deposits, instalments, paymentMethods } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { createDepositBooking, depositNow } from '../../testing/deposits-world.ts';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../testing/payments-world.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../../testing/stand-ins/paypal-stand-in.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// PayPal vaulting against the local PayPal stand-in (which checks every request): the first part
// paid with the account vaulted (paypal_save_checkout_card), later parts and the security deposit
// on the vault id (paypal_checkout_card), and the deposit jobs voiding or the host capturing it.

const credentials = { clientId: 'vault-client', clientSecret: 'vault-secret', webhookId: 'WH-VAULT' };
const clock = { now: depositNow };
let standIn: PaypalStandIn;
let t: PaymentsTestApp;
let services: Services;

beforeAll(async () => {
  standIn = await startPaypalStandIn(credentials);
  t = await createPaymentsTestApp(
    {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
      PAYPAL_API_BASE: standIn.apiBase,
      PAYPAL_WEBHOOK_ID: credentials.webhookId,
    },
    () => clock.now,
  );
  // The jobs worker's services, on the same database and the same PayPal.
  services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => clock.now });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const save = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/paypal_save_checkout_card/${code}`, body);
const payVault = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/paypal_checkout_card/${code}`, body);

// A booking whose first part is paid with PayPal, the account vaulted on the way.
async function vaulted(dates: { checkIn: string; checkOut: string }, depositMinor: number) {
  clock.now = depositNow;
  const made = await createDepositBooking(t.db, t.config.tokenSigningSecret, { ...dates, status: 'pending_payment', depositMinor });
  const created = await save(made.booking.code, { access_token: made.token });
  expect(created.statusCode).toBe(200);
  const { orderId, approveUrl } = created.json<{ orderId: string; approveUrl: string }>();
  expect(approveUrl).toContain(orderId);
  expect(standIn.posts('/v2/checkout/orders').at(-1)?.body).toMatchObject({
    intent: 'CAPTURE',
    payment_source: { paypal: { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } } },
  });
  standIn.approve(orderId);
  const captured = await save(made.booking.code, { access_token: made.token, order_id: orderId });
  expect(captured.json()).toMatchObject({ status: 'succeeded', bookingStatus: 'confirmed', card: { brand: 'paypal', last4: null } });
  // A replay answers the same and keeps one vaulted account.
  expect((await save(made.booking.code, { access_token: made.token, order_id: orderId })).json()).toMatchObject({ status: 'succeeded' });
  const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, made.booking.id));
  expect(method?.providerRef).toMatch(/^VLT/);
  expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, made.booking.id))).toHaveLength(1);
  return { ...made, vaultId: method?.providerRef ?? '' };
}

describe('PayPal vaulting', () => {
  it('pays a later part on the vault id in one step; a declined vault is an answer; no vault → 409', async () => {
    const { booking: b, token, vaultId } = await vaulted({ checkIn: '2026-06-10', checkOut: '2026-06-13' }, 25_000);
    // A second part, added the way the host's booking changes add one.
    await t.db.insert(instalments).values({ organizationId: b.organizationId, bookingId: b.id, sequence: 2, amountMinor: 5_000, currency: 'EUR', dueDate: '2026-06-01', status: 'due' });
    standIn.declineVault(vaultId);
    const declined = await payVault(b.code, { access_token: token });
    expect(declined.json()).toMatchObject({ payment: { status: 'failed', failureReason: 'card_decline' }, deposit: null });
    standIn.vaults.get(vaultId)!.declines = false;
    const paid = await payVault(b.code, { access_token: token, payment_mode: 'payment' });
    expect(paid.json()).toMatchObject({ payment: { status: 'succeeded', amount: { amountMinor: 5_000 } }, deposit: null });
    const order = standIn.posts('/v2/checkout/orders').at(-1);
    expect(order?.body).toEqual({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '50.00' }, description: `Booking ${b.code}` }], payment_source: { paypal: { vault_id: vaultId } } });
    expect(order?.requestId).toMatch(/:attempt:2$/);
    const fresh = await createDepositBooking(t.db, t.config.tokenSigningSecret, { checkIn: '2026-06-10', checkOut: '2026-06-13', status: 'pending_payment' });
    expect((await payVault(fresh.booking.code, { access_token: fresh.token })).statusCode).toBe(409);
    expect((await payVault(b.code, { access_token: `${token}x` })).statusCode).toBe(404);
    expect(standIn.problems).toEqual([]);
  });

  it('the deposit on the vault: authorized at once when due, then the host captures part of it', async () => {
    const { booking: b, token } = await vaulted({ checkIn: '2026-03-11', checkOut: '2026-03-14' }, 20_000);
    const held = await payVault(b.code, { access_token: token, payment_mode: 'deposit' });
    expect(held.json()).toMatchObject({ payment: null, deposit: { status: 'authorized', amount: { amountMinor: 20_000 } } });
    expect(standIn.posts('/v2/checkout/orders').at(-1)?.body).toMatchObject({ intent: 'AUTHORIZE', payment_source: { paypal: { vault_id: expect.stringMatching(/^VLT/) } } });
    // A retry never holds twice.
    expect((await payVault(b.code, { access_token: token, payment_mode: 'deposit' })).json().deposit.status).toBe('authorized');
    expect(standIn.posts('/v2/checkout/orders').filter((post) => post.body.intent === 'AUTHORIZE' && (post.body.purchase_units as { amount: { value: string } }[])[0]?.amount.value === '200.00')).toHaveLength(1);
    await insertClient(t.db, { clientId: 'vault-host', secret: 'vault-host-secret', organizationId: b.organizationId });
    const host = `Bearer ${await requestToken(t.app, 'vault-host', 'vault-host-secret')}`;
    const claim = await t.post(`/apis/host/deposits/${b.code}/capture`, { amount_minor: 7_500, reason: 'Broken lamp in the living room' }, { authorization: host });
    expect(claim.json()).toMatchObject({ status: 'partially_captured', captured: { amountMinor: 7_500 } });
    const captures = standIn.requests.filter((request) => /^\/v2\/payments\/authorizations\/[^/]+\/capture$/.test(request.path));
    expect(JSON.parse(captures.at(-1)?.body ?? '{}')).toMatchObject({ amount: { currency_code: 'EUR', value: '75.00' }, final_capture: true });
    expect(standIn.problems).toEqual([]);
  });

  it('a scheduled deposit on the vault is placed by the job, then voided after the stay', async () => {
    const { booking: b, token } = await vaulted({ checkIn: '2026-06-10', checkOut: '2026-06-13' }, 21_000);
    expect((await payVault(b.code, { access_token: token, payment_mode: 'deposit' })).json().deposit).toMatchObject({ status: 'scheduled', card: { brand: 'paypal' } });
    clock.now = new Date('2026-06-09T15:05:00Z');
    await services.deposits.jobs.runTimeline(clock.now);
    await services.deposits.jobs.runTimeline(clock.now);
    const [placed] = await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id));
    expect(placed).toMatchObject({ status: 'authorized' });
    const order = standIn.orders.get(placed?.providerRef ?? '');
    const authorization = (order?.purchase_units[0]?.payments?.authorizations ?? [])[0] as { status: string } | undefined;
    expect(authorization?.status).toBe('CREATED');
    clock.now = new Date('2026-06-15T16:00:00Z');
    await services.deposits.jobs.runTimeline(clock.now);
    await services.deposits.jobs.runTimeline(clock.now);
    const [released] = await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id));
    expect(released?.status).toBe('released');
    expect(authorization?.status).toBe('VOIDED');
    const voids = standIn.requests.filter((request) => request.path.endsWith('/void'));
    // Run twice, voided once (the second run finds the deposit released).
    expect(voids).toHaveLength(1);
    const events = await t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.kind, 'card_updated')));
    expect(events).toHaveLength(1);
    expect(standIn.problems).toEqual([]);
  });
});
