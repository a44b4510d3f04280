import { bookings, payments } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// Refunds with different keys racing on one booking: each reserves its amount in the booking's
// locked row before the gateway is called, so together they never give back more than was paid.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host({ units: 30 });
}, 180_000);
afterAll(() => w?.t.close());

// Ten weeks (the rates' range), a few bookings each on the 30 units.
let week = 0;
const stay = () => {
  week = (week % 10) + 1;
  const start = new Date(Date.UTC(2026, 4, 1 + week * 7));
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { check_in: day(0), check_out: day(3) };
};

async function refundedOf(bookingId: number) {
  const rows = await w.t.db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund')));
  return rows.filter((row) => row.status === 'succeeded' || row.status === 'processing').reduce((sum, row) => sum + row.amountMinor, 0);
}

describe('concurrent refunds', () => {
  it('parallel refunds whose sum exceeds what was paid never refund more than was paid (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const held = await reserve(w.t, h.listing, stay());
      await payByCard(w.t, held);
      const url = `${h.base}/${held.bookingId}/refunds`;
      const answers = await Promise.all([12_000, 11_000, 10_000, 9_000].map((amount) => w.call('POST', url, { idempotency_key: newKey(), amount_minor: amount, reason: 'Race' }, h.owner)));
      const statuses = answers.map((answer) => answer.status);
      for (const answer of answers) expect([200, 400, 409], JSON.stringify(answer.json())).toContain(answer.status);
      const refunded = await refundedOf(held.bookingId);
      const granted = answers.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + (answer.json() as { amountMinor: number }).amountMinor, 0);
      expect(refunded, `round ${round}: ${statuses.join(',')}`).toBeLessThanOrEqual(30_000);
      expect(refunded).toBe(granted);
      const [row] = await w.t.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
      expect(row!.paidMinor).toBe(30_000 - refunded);
    }
  }, 120_000);

  it('a refund racing a cancellation with the policy’s refund: together never more than was paid (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const held = await reserve(w.t, h.listing, stay());
      await payByCard(w.t, held);
      const base = `${h.base}/${held.bookingId}`;
      const answers = await Promise.all([
        w.call('POST', `${base}/refunds`, { idempotency_key: newKey(), amount_minor: 20_000, reason: 'Race' }, h.owner),
        w.call('POST', `${base}/cancellation`, { idempotency_key: newKey(), refund: 'custom', amount_minor: 20_000, reason: 'Race' }, h.owner),
      ]);
      for (const answer of answers) expect([200, 400, 409], JSON.stringify(answer.json())).toContain(answer.status);
      const refunded = await refundedOf(held.bookingId);
      expect(refunded, `round ${round}`).toBeLessThanOrEqual(30_000);
      const [row] = await w.t.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
      expect(row!.paidMinor).toBe(30_000 - refunded);
    }
  }, 120_000);
});
