import { deposits, emailOutbox, paymentMethods, sandboxGatewayObjects } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDepositBooking, createDepositsTestApp, depositNow, type DepositBookingOptions, type DepositsTestApp } from '../../testing/deposits-world.ts';

let t: DepositsTestApp;
beforeAll(async () => {
  t = await createDepositsTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = depositNow;
});

// Far ahead: the hold is scheduled. Tomorrow: the hold's day (the day before arrival) has come.
const later = { checkIn: '2026-06-10', checkOut: '2026-06-13' };
const soon = { checkIn: '2026-03-11', checkOut: '2026-03-14' };
const booking = (options: DepositBookingOptions) => createDepositBooking(t.db, t.config.tokenSigningSecret, options);
const authorize = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/authorize_deposit/${code}`, body);
const holdsOf = async (amountMinor: number) =>
  (await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'authorization'), eq(sandboxGatewayObjects.amountMinor, amountMinor))));

describe('deposit page', () => {
  it('shows the amount, the timeline and the provider before a card is given', async () => {
    const { booking: b, token } = await booking(later);
    const response = await t.get(`/apis/deposits/${b.code}/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      required: true,
      amount: { amountMinor: 25_000, currency: 'EUR' },
      status: null,
      card: null,
      holdsNow: false,
      timeline: { holdOn: '2026-06-09', releaseOn: '2026-06-15', validUntil: '2026-06-16T15:00:00.000Z', plan: 'single_hold', bankWorkingDays: { min: 10, max: 14 } },
      provider: { name: 'sandbox' },
    });
  });

  it('says the step does not apply when the property asks no deposit', async () => {
    const { booking: b, token } = await booking({ ...later, requireDeposit: false });
    expect((await t.get(`/apis/deposits/${b.code}/${token}`)).json()).toMatchObject({ required: false });
    const response = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for a wrong token and for another booking's token", async () => {
    const mine = await booking(later);
    const other = await booking(later);
    expect((await t.get(`/apis/deposits/${mine.booking.code}/${other.token}`)).statusCode).toBe(404);
    expect((await t.get(`/apis/deposits/${mine.booking.code}/${mine.token.slice(0, -2)}xx`)).statusCode).toBe(404);
    const response = await authorize(mine.booking.code, { access_token: other.token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(deposits).where(eq(deposits.bookingId, mine.booking.id))).toEqual([]);
  });
});

describe('authorize_deposit', () => {
  it('schedules the hold on the saved card when its day has not come', async () => {
    const { booking: b, token } = await booking({ ...later, depositMinor: 25_001 });
    const response = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'scheduled',
      failureReason: null,
      amount: { amountMinor: 25_001, currency: 'EUR' },
      holdOn: '2026-06-09',
      releaseOn: '2026-06-15',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await holdsOf(25_001)).toEqual([]);
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, b.id));
    expect(method?.providerCustomerRef).toMatch(/^cus_sbx_/);
    expect((await t.get(`/apis/deposits/${b.code}/${token}`)).json()).toMatchObject({ status: 'scheduled', card: { brand: 'visa', last4: '4242' } });
  });

  it('places the hold at once when its day has come — a hold, never a charge', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 25_002 });
    const response = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(response.json()).toMatchObject({ status: 'authorized', holdOn: '2026-03-10', card: { last4: '4242' } });
    const holds = await holdsOf(25_002);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ status: 'authorized', capturedMinor: 0 });
    const charges = await t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'payment_intent'), eq(sandboxGatewayObjects.amountMinor, 25_002)));
    expect(charges).toEqual([]);
    const [row] = await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id));
    expect(row).toMatchObject({ status: 'authorized', authorizedAt: depositNow, authorizationExpiresAt: new Date('2026-03-17T12:00:00Z') });
  });

  it('a declined card is a 200 failed with card_decline; another card then holds', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 25_003 });
    const declined = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4000000000000002') });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'card_decline' });
    expect((await t.get(`/apis/deposits/${b.code}/${token}`)).json()).toMatchObject({ status: 'failed', failureReason: 'card_decline' });
    const held = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(held.json()).toMatchObject({ status: 'authorized', failureReason: null });
    expect(await holdsOf(25_003)).toHaveLength(1);
  });

  it('declines a card the issuer refuses when it is only saved for a later hold', async () => {
    const { booking: b, token } = await booking(later);
    const declined = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4000000000000002') });
    expect(declined.json()).toMatchObject({ status: 'failed', failureReason: 'card_decline' });
  });

  it('is idempotent: a retry, concurrent requests or a second card never hold twice', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 25_004 });
    const card = await t.tokenize('4242424242424242');
    const answers = await Promise.all(Array.from({ length: 5 }, () => authorize(b.code, { access_token: token, payment_method_id: card })));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.json().status === 'authorized')).toBe(true);
    const again = await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('5555555555554444') });
    expect(again.json()).toMatchObject({ status: 'authorized', card: { last4: '4242' } });
    expect(await holdsOf(25_004)).toHaveLength(1);
    expect(await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id))).toHaveLength(1);
  });

  it('asks to pay first (409) and refuses after the stay (410)', async () => {
    const pending = await booking({ ...later, status: 'pending_payment' });
    expect((await authorize(pending.booking.code, { access_token: pending.token, payment_method_id: await t.tokenize('4242424242424242') })).statusCode).toBe(409);
    const { booking: b, token } = await booking(soon);
    t.clock.now = new Date('2026-03-16T12:00:00Z');
    expect((await authorize(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') })).statusCode).toBe(410);
  });
});

describe('host capture', () => {
  async function held(depositMinor: number) {
    const made = await booking({ ...soon, depositMinor });
    const response = await authorize(made.booking.code, { access_token: made.token, payment_method_id: await t.tokenize('4242424242424242') });
    expect(response.json().status).toBe('authorized');
    return made;
  }
  const capture = (code: string, body: unknown, authorization: string) => t.post(`/apis/host/deposits/${code}/capture`, body, authorization);

  it('captures part of the hold with a reason, releases the rest and emails the guest', async () => {
    const { booking: b } = await held(25_005);
    const host = await t.hostToken(b.organizationId);
    const response = await capture(b.code, { amount_minor: 8_000, reason: 'Broken lamp in the living room' }, host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookingCode: b.code,
      status: 'partially_captured',
      amount: { amountMinor: 25_005, currency: 'EUR' },
      captured: { amountMinor: 8_000, currency: 'EUR' },
      released: { amountMinor: 17_005, currency: 'EUR' },
      captureReason: 'Broken lamp in the living room',
    });
    expect((await holdsOf(25_005))[0]).toMatchObject({ status: 'captured', capturedMinor: 8_000 });
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `deposit-captured:${(await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id)))[0]!.id}`));
    expect(email?.textBody).toContain('Broken lamp in the living room');
    expect(email?.toAddress).toBe('ana@example.test');
    // Claimed once: a second claim finds nothing held.
    expect((await capture(b.code, { amount_minor: 1_000, reason: 'Again' }, host)).statusCode).toBe(409);
  });

  it('refuses more than the hold (400), a missing reason (400), another host (404) and the platform client (403)', async () => {
    const { booking: b } = await held(25_006);
    const host = await t.hostToken(b.organizationId);
    expect((await capture(b.code, { amount_minor: 25_007, reason: 'Too much' }, host)).statusCode).toBe(400);
    expect((await capture(b.code, { amount_minor: 100 }, host)).statusCode).toBe(400);
    const other = await booking(later);
    expect((await capture(b.code, { amount_minor: 100, reason: 'Not mine' }, await t.hostToken(other.booking.organizationId))).statusCode).toBe(404);
    expect((await capture(b.code, { amount_minor: 100, reason: 'Platform' }, await t.hostToken(null))).statusCode).toBe(403);
    expect((await holdsOf(25_006))[0]).toMatchObject({ status: 'authorized', capturedMinor: 0 });
    const full = await capture(b.code, { amount_minor: 25_006, reason: 'Flooded bathroom' }, host);
    expect(full.json()).toMatchObject({ status: 'captured', released: { amountMinor: 0 } });
  });
});
