import { bookingEvents, bookings, emailOutbox, instalments, payments, unitAllocations } from '@direct/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// Changing a stay: re-quoted with the site's quote, the allocation moved in one transaction under
// the exclusion constraint, the difference charged on the saved card, added to an unpaid
// instalment, or refunded through the gateway.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host();
}, 180_000);
afterAll(() => w?.t.close());

const day = (base: string, offset: number) => new Date(new Date(`${base}T00:00:00Z`).getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const bookingRow = async (id: number) => (await w.t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const liveAllocations = (id: number) => w.t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, id), isNull(unitAllocations.releasedAt)));
const change = (host: HostListing, bookingId: number, body: Record<string, unknown>, session = host.owner) => w.call('POST', `${host.base}/${bookingId}/stay-change`, { adults: 2, idempotency_key: newKey(), ...body }, session);

describe('changing a paid stay', () => {
  it('one more night: previewed, then moved and the difference charged on the saved card, once', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-01', check_out: '2026-06-04' });
    await payByCard(w.t, held);
    const stay = { check_in: '2026-06-01', check_out: '2026-06-05', adults: 2 };
    const preview = await w.call('POST', `${h.base}/${held.bookingId}/stay-change/preview`, stay, h.owner);
    expect(preview.status, JSON.stringify(preview.json())).toBe(200);
    expect(preview.json()).toMatchObject({ currentTotalMinor: 30_000, newTotalMinor: 40_000, differenceMinor: 10_000, nights: 4, settlement: 'charge_saved_card' });
    const body = { ...stay, idempotency_key: newKey() };
    const changed = await w.call('POST', `${h.base}/${held.bookingId}/stay-change`, body, h.owner);
    expect(changed.status, JSON.stringify(changed.json())).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'confirmed', totalMinor: 40_000, paidMinor: 40_000, amountMinor: 10_000 });
    expect((await w.call('POST', `${h.base}/${held.bookingId}/stay-change`, body, h.owner)).json()).toMatchObject({ totalMinor: 40_000, paidMinor: 40_000 });
    const charges = await w.t.db.select().from(payments).where(and(eq(payments.bookingId, held.bookingId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')));
    expect(charges.map((charge) => charge.amountMinor).sort()).toEqual([10_000, 30_000]);
    expect(await bookingRow(held.bookingId)).toMatchObject({ checkIn: '2026-06-01', checkOut: '2026-06-05', totalMinor: 40_000 });
    expect(await liveAllocations(held.bookingId)).toMatchObject([{ startsOn: '2026-06-01', endsOn: '2026-06-05', kind: 'stay' }]);
    const [event] = await w.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, held.bookingId), eq(bookingEvents.kind, 'stay_changed')));
    expect(event?.data).toMatchObject({ differenceMinor: 10_000, from: { checkOut: '2026-06-04' }, to: { checkOut: '2026-06-05' } });
  });

  // The payment link is written in the change's transaction: on PGlite (one connection) this
  // change waited forever when the email read the booking outside that transaction.
  it('one more night without a saved card: a new instalment and the guest’s payment link, in one go', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-20', check_out: '2026-06-23' });
    await payByCard(w.t, held, '4242424242424242', { saveCard: false });
    const stay = { check_in: '2026-06-20', check_out: '2026-06-24', adults: 2 };
    const preview = await w.call('POST', `${h.base}/${held.bookingId}/stay-change/preview`, stay, h.owner);
    expect(preview.json()).toMatchObject({ differenceMinor: 10_000, settlement: 'payment_link' });
    const changed = await change(h, held.bookingId, stay);
    expect(changed.status, JSON.stringify(changed.json())).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'confirmed', totalMinor: 40_000, paidMinor: 30_000, amountMinor: 10_000 });
    const parts = await w.t.db.select().from(instalments).where(eq(instalments.bookingId, held.bookingId));
    expect(parts.filter((part) => part.status === 'due')).toMatchObject([{ amountMinor: 10_000 }]);
    const links = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'payment_link')));
    expect(links).toHaveLength(1);
    // The link still opens the booking after its check-out moved, showing the part to pay.
    const path = /\/payment\/booking_payment_terminal\/([^/\s]+)\/([^\s?]+)/.exec(links[0]!.textBody)!;
    const terminal = await w.t.get(`/apis/payment_terminal/${path[1]}/${path[2]}`);
    expect(terminal.statusCode, terminal.body).toBe(200);
    expect(terminal.json()).toMatchObject({ instalments: expect.arrayContaining([expect.objectContaining({ amount: expect.objectContaining({ amountMinor: 10_000 }), status: 'due' })]) });
  });

  it('one night less: the difference is refunded through the gateway', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-06-10', check_out: '2026-06-13' });
    await payByCard(w.t, held);
    const changed = await change(h, held.bookingId, { check_in: '2026-06-10', check_out: '2026-06-12' });
    expect(changed.status, JSON.stringify(changed.json())).toBe(200);
    expect(changed.json()).toMatchObject({ totalMinor: 20_000, paidMinor: 20_000, amountMinor: 10_000 });
    const refunds = await w.t.db.select().from(payments).where(and(eq(payments.bookingId, held.bookingId), eq(payments.kind, 'refund')));
    expect(refunds).toMatchObject([{ amountMinor: 10_000, status: 'succeeded' }]);
  });
});

describe('refusals', () => {
  it('dates taken: 409 accommodation_unavailable and the booking is exactly as it was', async () => {
    const small = await w.host({ units: 1 });
    const first = await reserve(w.t, small.listing, { check_in: '2026-07-01', check_out: '2026-07-04' });
    await reserve(w.t, small.listing, { check_in: '2026-07-04', check_out: '2026-07-06' });
    const taken = await change(small, first.bookingId, { check_in: '2026-07-01', check_out: '2026-07-05' });
    expect(taken.status).toBe(409);
    expect(taken.json().error.code).toBe('accommodation_unavailable');
    expect(await bookingRow(first.bookingId)).toMatchObject({ checkOut: '2026-07-04', totalMinor: 30_000 });
    expect(await liveAllocations(first.bookingId)).toMatchObject([{ startsOn: '2026-07-01', endsOn: '2026-07-04' }]);
  });

  it('a cancelled booking can’t be changed; an instalment charged meanwhile refuses the change and writes nothing', async () => {
    const held = await reserve(w.t, h.listing, { check_in: '2026-08-01', check_out: '2026-08-04' });
    await w.call('POST', `${h.base}/${held.bookingId}/cancellation`, { idempotency_key: newKey(), refund: 'policy', reason: 'No show' }, h.owner);
    expect((await change(h, held.bookingId, { check_in: '2026-08-01', check_out: '2026-08-05' })).status).toBe(409);

    const pending = await reserve(w.t, h.listing, { check_in: '2026-08-10', check_out: '2026-08-13' });
    // The change will add to the unpaid instalment; a charge lands on it before the change commits.
    await w.t.db.execute(`create or replace function pay_first() returns trigger language plpgsql as $$ begin
        update instalments set status = 'paid' where booking_id = ${pending.bookingId}; return new; end $$`);
    await w.t.db.execute('create trigger pay_first before insert on host_booking_actions for each row execute function pay_first()');
    const refused = await change(h, pending.bookingId, { check_in: '2026-08-10', check_out: '2026-08-14' });
    await w.t.db.execute('drop trigger pay_first on host_booking_actions');
    await w.t.db.execute('drop function pay_first()');
    expect(refused.status, JSON.stringify(refused.json())).toBe(409);
    expect(await bookingRow(pending.bookingId)).toMatchObject({ checkOut: '2026-08-13', totalMinor: 30_000 });
    expect(await liveAllocations(pending.bookingId)).toMatchObject([{ endsOn: '2026-08-13' }]);
  });
});

describe('concurrency', () => {
  it('two changes into the same last free night: exactly one wins (20 rounds)', async () => {
    const small = await w.host({ units: 1 });
    for (let round = 0; round < 20; round++) {
      const start = day('2026-06-15', round * 9);
      // A: nights 0-2, B: nights 5-7. A wants nights 3 and 4, B wants night 4: both can't have it.
      const a = await reserve(w.t, small.listing, { check_in: start, check_out: day(start, 3) });
      const b = await reserve(w.t, small.listing, { check_in: day(start, 5), check_out: day(start, 8) });
      const [left, right] = await Promise.all([
        change(small, a.bookingId, { check_in: start, check_out: day(start, 5) }),
        change(small, b.bookingId, { check_in: day(start, 4), check_out: day(start, 8) }),
      ]);
      const statuses = [left.status, right.status].sort();
      expect(statuses, `round ${round}: ${JSON.stringify(left.json())} ${JSON.stringify(right.json())}`).toEqual([200, 409]);
      const rows = [...(await liveAllocations(a.bookingId)), ...(await liveAllocations(b.bookingId))];
      expect(rows).toHaveLength(2);
      const nights = rows.flatMap((row) => Array.from({ length: (Date.parse(row.endsOn) - Date.parse(row.startsOn)) / 86_400_000 }, (_, i) => day(row.startsOn, i)));
      expect(new Set(nights).size).toBe(nights.length);
      const unpaid = await w.t.db.select().from(instalments).where(eq(instalments.bookingId, left.status === 200 ? a.bookingId : b.bookingId));
      // The winner's unpaid instalment grew by its new nights (A: 2 more, B: 1 more).
      expect(unpaid.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(left.status === 200 ? 50_000 : 40_000);
    }
  }, 120_000);
});
