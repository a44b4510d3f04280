import { deposits, sandboxGatewayObjects } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { createDepositBooking, createDepositsTestApp, depositNow, type DepositBookingOptions, type DepositsTestApp } from '../../testing/deposits-world.ts';

// send_deposit_form_stripe (sandbox): the deposit with a payment method from the form or with the
// card on file, and a card replaced with new_card is the one the job holds.

let t: DepositsTestApp;
let services: Services;
beforeAll(async () => {
  t = await createDepositsTestApp();
  services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => t.clock.now });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.now = depositNow;
});

const later = { checkIn: '2026-06-10', checkOut: '2026-06-13' };
const soon = { checkIn: '2026-03-11', checkOut: '2026-03-14' };
const booking = (options: DepositBookingOptions) => createDepositBooking(t.db, t.config.tokenSigningSecret, options);
const send = (code: string, body: Record<string, unknown>) => t.post(`/apis/booking_requests/send_deposit_form_stripe/${code}`, body);
const newCard = (code: string, token: string, number: string) => t.tokenize(number).then((id) => t.post(`/apis/booking_requests/new_card/${code}`, { access_token: token, payment_method_id: id }));
const holdsOf = (amountMinor: number) => t.db.select().from(sandboxGatewayObjects).where(and(eq(sandboxGatewayObjects.kind, 'authorization'), eq(sandboxGatewayObjects.amountMinor, amountMinor)));

describe('send_deposit_form_stripe', () => {
  it('holds with a payment method from the form, once on a retry', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 40_001 });
    const method = await t.tokenize('4242424242424242');
    const held = await send(b.code, { access_token: token, payment_method_id: method });
    expect(held.json()).toMatchObject({ status: 'authorized', card: { last4: '4242' } });
    expect((await send(b.code, { access_token: token, payment_method_id: method })).json().status).toBe('authorized');
    expect(await holdsOf(40_001)).toHaveLength(1);
  });

  it('offers and uses the card on file; none → 409; neither or both → 400; wrong token 404', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 40_002 });
    expect((await t.get(`/apis/deposits/${b.code}/${token}`)).json().cardOnFile).toBeNull();
    expect((await send(b.code, { access_token: token, use_card_on_file: true })).statusCode).toBe(409);
    await newCard(b.code, token, '5555555555554444');
    expect((await t.get(`/apis/deposits/${b.code}/${token}`)).json().cardOnFile).toEqual({ brand: 'mastercard', last4: '4444' });
    const neither = await send(b.code, { access_token: token });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields[0].field).toBe('payment_method_id');
    expect((await send(b.code, { access_token: token, use_card_on_file: true, payment_method_id: 'pm_card_visa' })).statusCode).toBe(400);
    expect((await send(b.code, { access_token: `${token}x`, use_card_on_file: true })).statusCode).toBe(404);
    const held = await send(b.code, { access_token: token, use_card_on_file: true });
    expect(held.json()).toMatchObject({ status: 'authorized', card: { brand: 'mastercard', last4: '4444' } });
    expect(await holdsOf(40_002)).toHaveLength(1);
  });

  it('a declined card on file is an answer', async () => {
    const { booking: b, token } = await booking({ ...soon, depositMinor: 40_003 });
    // Saved without a challenge, refused off-session when the hold is placed (…3220).
    await newCard(b.code, token, '4000000000003220');
    const held = await send(b.code, { access_token: token, use_card_on_file: true });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
  });

  it('the job holds on the card the guest replaced after giving the deposit', async () => {
    const { booking: b, token } = await booking({ ...later, depositMinor: 40_004 });
    expect((await send(b.code, { access_token: token, payment_method_id: await t.tokenize('4242424242424242') })).json().status).toBe('scheduled');
    await newCard(b.code, token, '5555555555554444');
    t.clock.now = new Date('2026-06-09T15:05:00Z');
    await services.deposits.jobs.runTimeline(t.clock.now);
    const [row] = await t.db.select().from(deposits).where(eq(deposits.bookingId, b.id));
    expect(row?.status).toBe('authorized');
    const [hold] = await holdsOf(40_004);
    expect(hold?.cardLast4).toBe('4444');
  });
});
