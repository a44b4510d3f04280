import { bookingEvents, bookingMessages, bookings, cancellationPolicies, checkinSettings, emailOutbox, payments, unitAllocations } from '@direct/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';

// "My booking": the guest cancels with the policy's refund (once, however often they submit),
// moves their dates (at once when the host allows it, else as a message) and asks for a new link.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host({ units: 30 });
  // Flexible: everything back up to 90 days before arrival, half up to 7 days before.
  await w.t.db
    .update(cancellationPolicies)
    .set({ kind: 'flexible', rules: [{ daysBeforeArrival: 90, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }] })
    .where(eq(cancellationPolicies.organizationId, h.organizationId));
}, 180_000);
afterAll(() => w?.t.close());

let week = 0;
const stay = () => {
  week = (week % 20) + 1;
  const day = (offset: number) => new Date(Date.UTC(2026, 4, 1 + week * 7 + offset)).toISOString().slice(0, 10);
  return { check_in: day(0), check_out: day(3) };
};
const q = (token: string) => `access_token=${encodeURIComponent(token)}`;
const refundedOf = async (bookingId: number) =>
  (await w.t.db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund')))).filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amountMinor, 0);

describe('cancel from My booking', () => {
  it('shows the policy’s refund first, refunds exactly that, frees the nights, emails guest and host, records the guest on the timeline', async () => {
    const held = await reserve(w.t, h.listing, stay());
    await payByCard(w.t, held);
    const preview = await w.t.get(`/apis/my_booking/${held.bookingCode}/cancellation?${q(held.accessToken)}`);
    expect(preview.statusCode, preview.body).toBe(200);
    // Less than 90 days before arrival: half of the 300.00 paid.
    expect(preview.json()).toMatchObject({ status: 'confirmed', policy: { kind: 'flexible', refundPercent: 50 }, refundMinor: 15_000, paidMinor: 30_000 });
    const stale = await w.t.post(`/apis/my_booking/${held.bookingCode}/cancellation`, { access_token: held.accessToken, expected_refund_minor: 30_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields[0]).toMatchObject({ field: 'expected_refund_minor', reason: 'refund_changed' });

    const cancelled = await w.t.post(`/apis/my_booking/${held.bookingCode}/cancellation`, { access_token: held.accessToken, expected_refund_minor: 15_000 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ code: held.bookingCode, status: 'cancelled', currency: 'EUR', refundMinor: 15_000 });
    expect(await refundedOf(held.bookingId)).toBe(15_000);
    expect(await w.t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, held.bookingId), isNull(unitAllocations.releasedAt)))).toEqual([]);
    const mails = await w.t.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, held.bookingId));
    const guestMail = mails.find((mail) => mail.kind === 'booking_cancelled_by_guest');
    // The guest booked in Portuguese.
    expect(guestMail?.subject).toBe(`A sua reserva ${held.bookingCode} está cancelada`);
    expect(guestMail?.textBody).toContain('150,00');
    expect(mails.find((mail) => mail.kind === 'host_guest_cancelled')?.toAddress).toBeTruthy();
    const [event] = await w.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, held.bookingId), eq(bookingEvents.kind, 'booking_cancelled')));
    expect(event?.actorName).toContain('(guest, My booking)');
    // Again: the same answer, no second refund.
    const again = await w.t.post(`/apis/my_booking/${held.bookingCode}/cancellation`, { access_token: held.accessToken, expected_refund_minor: 15_000 });
    expect(again.json()).toEqual(cancelled.json());
    expect(await refundedOf(held.bookingId)).toBe(15_000);
  });

  it('two submits at once refund once and both answer the same (15 rounds)', async () => {
    for (let round = 0; round < 15; round++) {
      const held = await reserve(w.t, h.listing, stay());
      await payByCard(w.t, held);
      const shown = (await w.t.get(`/apis/my_booking/${held.bookingCode}/cancellation?${q(held.accessToken)}`)).json().refundMinor as number;
      expect(shown).toBeGreaterThan(0);
      const body = { access_token: held.accessToken, expected_refund_minor: shown };
      const answers = await Promise.all([1, 2].map(() => w.t.post(`/apis/my_booking/${held.bookingCode}/cancellation`, body)));
      expect(answers.map((answer) => answer.statusCode), `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`).toEqual([200, 200]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(await refundedOf(held.bookingId), `round ${round}`).toBe(shown);
      const [row] = await w.t.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
      expect(row!.paidMinor).toBe(30_000 - shown);
      expect(await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'booking_cancelled_by_guest')))).toHaveLength(1);
    }
  }, 120_000);

  it('another booking’s token is 404', async () => {
    const mine = await reserve(w.t, h.listing, stay());
    const theirs = await reserve(w.t, h.listing, stay());
    expect((await w.t.get(`/apis/my_booking/${mine.bookingCode}/cancellation?${q(theirs.accessToken)}`)).statusCode).toBe(404);
    expect((await w.t.post(`/apis/my_booking/${mine.bookingCode}/cancellation`, { access_token: theirs.accessToken, expected_refund_minor: 0 })).statusCode).toBe(404);
  });
});

describe('change of dates', () => {
  it('without the host’s permission: a message to the host in the booking’s conversation, nothing moved', async () => {
    const held = await reserve(w.t, h.listing, stay());
    await payByCard(w.t, held);
    const wanted = { check_in: '2026-11-02', check_out: '2026-11-05' };
    const preview = await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change/preview`, { access_token: held.accessToken, ...wanted });
    expect(preview.json()).toMatchObject({ mode: 'request', newTotalMinor: null });
    const sent = await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change`, { access_token: held.accessToken, ...wanted, message: 'Flights moved', idempotency_key: newKey() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ outcome: 'requested' });
    const [message] = await w.t.db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, held.bookingId));
    expect(message).toMatchObject({ direction: 'inbound', authorKind: 'guest' });
    expect(message!.body).toContain('Flights moved');
    expect(message!.body).toContain('02/11/2026');
  });

  it('with the host’s permission: re-quoted, applied at once, the nights moved; taken dates are refused', async () => {
    await w.t.db.insert(checkinSettings).values({ propertyId: h.listing.property.id, organizationId: h.organizationId, requiredSteps: [], guestDateChanges: true }).onConflictDoUpdate({ target: [checkinSettings.propertyId, checkinSettings.organizationId], set: { guestDateChanges: true } });
    const held = await reserve(w.t, h.listing, stay());
    await payByCard(w.t, held);
    const view = (await w.t.get(`/apis/my_booking/${held.bookingCode}?${q(held.accessToken)}`)).json();
    expect(view.actions).toMatchObject({ canCancel: true, canChangeDates: true, datesChangeInstantly: true });
    const wanted = { check_in: '2026-11-10', check_out: '2026-11-14' };
    const preview = await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change/preview`, { access_token: held.accessToken, ...wanted });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ mode: 'instant', nights: 4, currentTotalMinor: 30_000, newTotalMinor: 40_000, differenceMinor: 10_000 });
    const body = { access_token: held.accessToken, ...wanted, expected_total_minor: 40_000, idempotency_key: newKey() };
    const changed = await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ outcome: 'changed', checkIn: '2026-11-10', checkOut: '2026-11-14', totalMinor: 40_000 });
    const [row] = await w.t.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect([row!.checkIn, row!.checkOut]).toEqual(['2026-11-10', '2026-11-14']);
    // A retry with the key answers the same.
    expect((await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change`, body)).json()).toEqual(changed.json());
    const badDates = await w.t.post(`/apis/my_booking/${held.bookingCode}/date_change/preview`, { access_token: held.accessToken, check_in: '2026-11-14', check_out: '2026-11-10' });
    expect([badDates.statusCode, badDates.json().error.fields[0].field]).toEqual([400, 'check_out']);
    await w.t.db.update(checkinSettings).set({ guestDateChanges: false }).where(eq(checkinSettings.propertyId, h.listing.property.id));
  });
});

describe('a new link by booking code and email', () => {
  it('the same answer for a known and an unknown booking; the email goes only to the booking’s own address', async () => {
    const held = await reserve(w.t, h.listing, stay());
    const answers = [
      await w.t.post('/apis/my_booking/link', { booking_code: held.bookingCode, email: 'ANA@example.test' }),
      await w.t.post('/apis/my_booking/link', { booking_code: held.bookingCode, email: 'someone@example.test' }),
      await w.t.post('/apis/my_booking/link', { booking_code: 'ZZ-NOPE00', email: 'ana@example.test' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const mails = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'manage_link')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('ana@example.test');
    expect(mails[0]!.textBody).toContain(`/booking/manage/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`);
  });

  it('is rate-limited per client and booking code (429 with Retry-After), match or not', async () => {
    const held = await reserve(w.t, h.listing, stay());
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let index = 0; index < 8; index++) {
      const answer = await w.t.post('/apis/my_booking/link', { booking_code: held.bookingCode, email: `guess${index}@example.test` });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) retryAfter = String(answer.headers['retry-after']);
    }
    // The client asked three times in the test before: a few more go through, then every one is refused.
    expect(statuses[0]).toBe(202);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
