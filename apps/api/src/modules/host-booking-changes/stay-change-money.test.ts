import { bookingEvents, bookings, cancellationPolicies, cities, instalments, paymentMethods, payments, properties, sandboxGatewayObjects, unitAllocations } from '@direct/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// The money edges of a stay change: a refund only after the stay moved (and a refused one shown),
// a declined saved card undoing the move; and the cancellation policy's "today" in the property's
// time zone.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host();
}, 180_000);
afterAll(() => w?.t.close());

const bookingRow = async (id: number) => (await w.t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const liveAllocations = (id: number) => w.t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, id), isNull(unitAllocations.releasedAt)));
const eventsOf = async (id: number) => (await w.t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).map((row) => row.kind);
const refundsOf = (id: number) => w.t.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.kind, 'refund')));
const chargeOf = async (id: number) => (await w.t.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.kind, 'charge'))))[0]!;
const change = (host: HostListing, bookingId: number, body: Record<string, unknown>) => w.call('POST', `${host.base}/${bookingId}/stay-change`, { adults: 2, idempotency_key: newKey(), ...body }, host.owner);
// Refunds the sandbox gateway made against a charge, recorded or not.
const gatewayRefunds = async (chargeRef: string) =>
  (await w.t.db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.kind, 'refund'))).filter((row) => (row.data as { paymentIntent?: string }).paymentIntent === chargeRef);

describe('a cheaper stay', () => {
  it('a move lost to the exclusion constraint refunds nothing at the gateway', async () => {
    const small = await w.host({ units: 1 });
    const first = await reserve(w.t, small.listing, { check_in: '2026-07-01', check_out: '2026-07-04' });
    await payByCard(w.t, first);
    // Another guest takes 4 July while the change is being quoted: their hold lands in the
    // change's transaction (a trigger on the action's claim), after the quote saw the night free.
    const other = await reserve(w.t, small.listing, { check_in: '2026-07-04', check_out: '2026-07-06' });
    await w.t.db.update(unitAllocations).set({ releasedAt: new Date() }).where(eq(unitAllocations.bookingId, other.bookingId));
    await w.t.db.execute(sql.raw(`create or replace function take_night() returns trigger language plpgsql as $$ begin
        update unit_allocations set released_at = null where booking_id = ${other.bookingId}; return new; end $$`));
    await w.t.db.execute(sql.raw('create trigger take_night before insert on host_booking_actions for each row execute function take_night()'));
    // Two nights instead of three, one of them now taken.
    const taken = await change(small, first.bookingId, { check_in: '2026-07-03', check_out: '2026-07-05' });
    await w.t.db.execute(sql.raw('drop trigger take_night on host_booking_actions'));
    await w.t.db.execute(sql.raw('drop function take_night()'));
    expect([taken.status, taken.json().error.code]).toEqual([409, 'accommodation_unavailable']);
    expect(await gatewayRefunds((await chargeOf(first.bookingId)).providerRef!)).toHaveLength(0);
    expect(await refundsOf(first.bookingId)).toHaveLength(0);
    expect(await bookingRow(first.bookingId)).toMatchObject({ checkIn: '2026-07-01', checkOut: '2026-07-04', totalMinor: 30_000, paidMinor: 30_000 });
  });

  it('a refund the gateway refuses after the move is recorded and shown; the host refunds it later', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-10', check_out: '2026-06-13' });
    await payByCard(w.t, held);
    const charge = eq(sandboxGatewayObjects.id, (await chargeOf(held.bookingId)).providerRef!);
    await w.t.db.update(sandboxGatewayObjects).set({ status: 'processing' }).where(charge);
    const changed = await change(h, held.bookingId, { check_in: '2026-06-10', check_out: '2026-06-12' });
    await w.t.db.update(sandboxGatewayObjects).set({ status: 'succeeded' }).where(charge);
    expect(changed.status, JSON.stringify(changed.json())).toBe(200);
    expect(changed.json()).toMatchObject({ totalMinor: 20_000, paidMinor: 30_000, outcome: 'stay_changed:refund_failed', amountMinor: 10_000 });
    expect(await bookingRow(held.bookingId)).toMatchObject({ checkOut: '2026-06-12', totalMinor: 20_000, paidMinor: 30_000 });
    expect((await refundsOf(held.bookingId)).map((row) => row.status)).toEqual(['failed']);
    expect(await eventsOf(held.bookingId)).toEqual(expect.arrayContaining(['stay_changed', 'refund_failed']));
    const summary = (await w.call('GET', `${h.base}/${held.bookingId}/action-summary`, undefined, h.owner)).json();
    expect(summary).toMatchObject({ totalMinor: 20_000, paidMinor: 30_000, refundableMinor: 30_000 });
    const retried = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { idempotency_key: newKey(), amount_minor: 10_000, reason: 'Stay shortened' }, h.owner);
    expect(retried.json()).toMatchObject({ totalMinor: 20_000, paidMinor: 20_000, outcome: 'refund_issued' });
  });
});

describe('a dearer stay on a declined saved card', () => {
  it('undoes the move and answers 402; the same key works once the card is good again', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-20', check_out: '2026-06-23' });
    await payByCard(w.t, held);
    const [method] = await w.t.db.select().from(paymentMethods).where(eq(paymentMethods.bookingId, held.bookingId));
    const behave = (behaviour: string) =>
      w.t.db
        .update(sandboxGatewayObjects)
        .set({ data: sql`jsonb_set(${sandboxGatewayObjects.data}, '{behaviour}', to_jsonb(${behaviour}::text))` })
        .where(eq(sandboxGatewayObjects.id, method!.providerRef));
    await behave('card_decline');
    const body = { check_in: '2026-06-20', check_out: '2026-06-24', adults: 2, idempotency_key: newKey() };
    const declined = await w.call('POST', `${h.base}/${held.bookingId}/stay-change`, body, h.owner);
    expect([declined.status, declined.json().error?.code], JSON.stringify(declined.json())).toEqual([402, 'payment_failed']);
    expect(await bookingRow(held.bookingId)).toMatchObject({ checkIn: '2026-06-20', checkOut: '2026-06-23', totalMinor: 30_000, paidMinor: 30_000, status: 'confirmed' });
    expect(await liveAllocations(held.bookingId)).toMatchObject([{ startsOn: '2026-06-20', endsOn: '2026-06-23', kind: 'stay' }]);
    const parts = await w.t.db.select().from(instalments).where(eq(instalments.bookingId, held.bookingId));
    expect(parts.filter((part) => part.status !== 'paid').map((part) => [part.amountMinor, part.status])).toEqual([[10_000, 'cancelled']]);
    expect(await eventsOf(held.bookingId)).toEqual(expect.arrayContaining(['stay_changed', 'stay_change_reverted']));
    await behave('success');
    const again = await w.call('POST', `${h.base}/${held.bookingId}/stay-change`, body, h.owner);
    expect(again.status, JSON.stringify(again.json())).toBe(200);
    expect(again.json()).toMatchObject({ totalMinor: 40_000, paidMinor: 40_000, outcome: expect.stringMatching(/^stay_changed:charge_saved_card:/) });
  });
});

describe('cancellation policy in the property’s time zone', () => {
  it('a guest in Lisbon cancelling at 00:30 local time on the first day past the deadline gets the lower tier', async () => {
    const lisbon = await w.host();
    const [property] = await w.t.db.select().from(properties).where(eq(properties.id, lisbon.listing.property.id));
    await w.t.db.update(cities).set({ timezone: 'Europe/Lisbon' }).where(eq(cities.id, property!.cityId));
    await w.t.db.update(cancellationPolicies).set({ rules: [{ daysBeforeArrival: 30, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }] }).where(eq(cancellationPolicies.organizationId, lisbon.organizationId));
    const held = await reserve(w.t, lisbon.listing, { check_in: '2026-07-31', check_out: '2026-08-03' });
    await payByCard(w.t, held);
    // 2026-07-02 00:30 in Lisbon (summer time, UTC+1) is still 2026-07-01 in UTC: 30 days' notice
    // there, 29 in Lisbon.
    w.t.clock.now = new Date('2026-07-01T23:30:00Z');
    const preview = await w.call('GET', `${lisbon.base}/${held.bookingId}/cancellation`, undefined, lisbon.owner);
    expect(preview.json()).toMatchObject({ policy: { refundPercent: 50 }, policyRefundMinor: 15_000 });
    // An hour earlier it is still 1 July in Lisbon: the full refund.
    w.t.clock.now = new Date('2026-07-01T22:30:00Z');
    expect((await w.call('GET', `${lisbon.base}/${held.bookingId}/cancellation`, undefined, lisbon.owner)).json()).toMatchObject({ policy: { refundPercent: 100 } });
  });
});
