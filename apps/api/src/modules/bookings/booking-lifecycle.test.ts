import { BookingRequestCreated } from '@direct/contracts';
import { bookings, emailOutbox, instalments, unitAllocations, vouchers } from '@direct/db';
import { createVoucher } from '@direct/db/testing';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import type { BookingLifecycleService } from './booking-lifecycle.service.ts';
import { createBookingsTestApp, createListing, requestBody, startNow, type BookingsTestApp, type Listing } from '../../testing/bookings-world.ts';

let t: BookingsTestApp;
let listing: Listing;
let lifecycle: BookingLifecycleService;

beforeAll(async () => {
  t = await createBookingsTestApp();
  listing = await createListing(t);
  await createVoucher(t.db, { organizationId: listing.organization.id, code: 'ONCE', usageLimit: 1 });
  lifecycle = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => t.clock.now }).bookings.lifecycle;
});
afterAll(() => t?.close());

async function reserve(overrides: Record<string, unknown>) {
  t.clock.now = startNow;
  const response = await t.post('/apis/booking_requests', requestBody(listing, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return BookingRequestCreated.parse(response.json());
}

const allocationsOf = (bookingId: number) => t.db.select().from(unitAllocations).where(eq(unitAllocations.bookingId, bookingId));
const bookingRow = async (bookingId: number) => (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
const organizationId = () => listing.organization.id;

describe('bookings lifecycle ports', () => {
  it('finds a booking by code and access token only', async () => {
    const held = await reserve({ check_in: '2026-05-01', check_out: '2026-05-03' });
    const found = await lifecycle.findByAccess(held.bookingCode, held.accessToken);
    expect(found).toMatchObject({ id: held.bookingId, status: 'pending_payment', guest: { firstName: 'Ana', email: 'ana@example.test' }, quote: held.quote });
    // Another last character (a token ending in "A" must not be "tampered" into itself).
    const tampered = `${held.accessToken.slice(0, -1)}${held.accessToken.endsWith('A') ? 'E' : 'A'}`;
    expect(await lifecycle.findByAccess(held.bookingCode, tampered)).toBeNull();
    const other = await reserve({ check_in: '2026-05-10', check_out: '2026-05-12' });
    expect(await lifecycle.findByAccess(held.bookingCode, other.accessToken)).toBeNull();
    t.clock.now = new Date('2026-06-10T00:00:00Z');
    expect(await lifecycle.findByAccess(held.bookingCode, held.accessToken)).toBeNull();
    expect(await lifecycle.findById(organizationId(), held.bookingId)).toMatchObject({ code: held.bookingCode });
    expect(await lifecycle.findById(organizationId() + 1000, held.bookingId)).toBeNull();
  });

  it('confirms on the first paid instalment: hold becomes a stay, voucher counted, email queued once', async () => {
    const held = await reserve({ check_in: '2026-06-01', check_out: '2026-06-04', rate_plan: listing.instalmentPlan.id, voucher_codes: ['ONCE'], site_origin: `https://${listing.domain.hostname}` });
    const booking = (await lifecycle.findById(organizationId(), held.bookingId))!;
    const [first, second] = booking.instalments;
    const paid = { organizationId: organizationId(), bookingId: held.bookingId, instalmentId: first!.id, amountMinor: first!.amountMinor, paidAt: startNow };
    expect(await lifecycle.recordInstalmentPaid(paid)).toEqual({ outcome: 'confirmed' });
    expect(await lifecycle.recordInstalmentPaid(paid)).toEqual({ outcome: 'already_paid' });

    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'confirmed', paidMinor: first!.amountMinor, holdExpiresAt: null });
    expect(await allocationsOf(held.bookingId)).toEqual([expect.objectContaining({ kind: 'stay', expiresAt: null, releasedAt: null })]);
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'ONCE'));
    expect(voucher?.usedCount).toBe(1);
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `booking-confirmed:${held.bookingId}`));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: 'ana@example.test', subject: `A sua reserva ${held.bookingCode} está confirmada` });
    expect(emails[0]?.textBody).toContain(`https://${listing.domain.hostname}/booking/confirm-booking-first/${held.bookingCode}?access=${held.accessToken}`);
    // The price lines in the guest's language (pt): the accommodation named by the catalog, not the API's English label.
    expect(emails[0]?.textBody).toContain('Alojamento, 3 noites');
    expect(emails[0]?.textBody).toContain('Por noite, tudo incluído (sem extras)');
    expect(emails[0]?.textBody).not.toContain('Accommodation');
    // Portuguese booking: dates as a Portuguese guest writes them.
    expect(emails[0]?.textBody).toContain('01/06/2026');
    expect(emails[0]?.textBody).toContain('04/06/2026');
    expect(emails[0]?.htmlBody).toContain('<table');

    expect(await lifecycle.recordInstalmentPaid({ ...paid, instalmentId: second!.id, amountMinor: second!.amountMinor })).toEqual({ outcome: 'recorded' });
    expect((await bookingRow(held.bookingId)).paidMinor).toBe(held.quote.total.amountMinor);
  });

  it('re-allocates a lapsed hold on payment, or answers unavailable when the dates were taken', async () => {
    const lapsed = await reserve({ check_in: '2026-07-01', check_out: '2026-07-03' });
    t.clock.now = new Date('2026-03-10T13:00:00Z');
    expect(await lifecycle.releaseExpiredHolds(t.clock.now)).toBeGreaterThanOrEqual(1);
    const [instalment] = (await lifecycle.findById(organizationId(), lapsed.bookingId))!.instalments;
    const paid = { organizationId: organizationId(), bookingId: lapsed.bookingId, instalmentId: instalment!.id, amountMinor: instalment!.amountMinor, paidAt: t.clock.now };
    expect(await lifecycle.recordInstalmentPaid(paid)).toEqual({ outcome: 'confirmed' });
    expect((await allocationsOf(lapsed.bookingId)).filter((row) => row.releasedAt === null)).toEqual([expect.objectContaining({ kind: 'stay' })]);

    const late = await reserve({ check_in: '2026-07-10', check_out: '2026-07-12' });
    t.clock.now = new Date('2026-03-10T13:00:00Z');
    await lifecycle.releaseExpiredHolds(t.clock.now);
    t.clock.now = startNow;
    await reserve({ check_in: '2026-07-10', check_out: '2026-07-12' });
    await reserve({ check_in: '2026-07-10', check_out: '2026-07-12' });
    const [part] = (await lifecycle.findById(organizationId(), late.bookingId))!.instalments;
    expect(await lifecycle.recordInstalmentPaid({ organizationId: organizationId(), bookingId: late.bookingId, instalmentId: part!.id, amountMinor: part!.amountMinor, paidAt: startNow })).toEqual({ outcome: 'unavailable' });
  });

  it('releases lapsed holds once, however often and concurrently it runs', async () => {
    const held = await reserve({ check_in: '2026-08-01', check_out: '2026-08-03' });
    const later = new Date('2026-03-10T12:30:00Z');
    const counts = await Promise.all([lifecycle.releaseExpiredHolds(later), lifecycle.releaseExpiredHolds(later)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await lifecycle.releaseExpiredHolds(later)).toBe(0);
    expect((await bookingRow(held.bookingId)).status).toBe('expired');
    expect(await t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, held.bookingId), isNull(unitAllocations.releasedAt)))).toEqual([]);
  });

  it('keeps the hold while a payment processes, then cancels unpaid bookings with an email', async () => {
    const held = await reserve({ check_in: '2026-09-01', check_out: '2026-09-03' });
    await lifecycle.extendHoldWhileProcessing(organizationId(), held.bookingId);
    expect((await bookingRow(held.bookingId)).holdExpiresAt?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(await lifecycle.releaseExpiredHolds(new Date('2026-03-10T13:00:00Z'))).toBe(0);
    expect(await lifecycle.cancelUnpaidBookings(new Date('2026-03-11T11:00:00Z'))).toBe(0);
    expect(await lifecycle.cancelUnpaidBookings(new Date('2026-03-11T12:00:01Z'))).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid' });
    expect(await t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, held.bookingId), isNull(unitAllocations.releasedAt)))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `booking-cancelled:${held.bookingId}`))).toHaveLength(1);
  });

  it('lists due instalments, sends a pay-by-link once, and cancels when it stays unpaid', async () => {
    const held = await reserve({ check_in: '2026-10-01', check_out: '2026-10-04', rate_plan: listing.instalmentPlan.id });
    const [first, second] = (await lifecycle.findById(organizationId(), held.bookingId))!.instalments;
    await lifecycle.recordInstalmentPaid({ organizationId: organizationId(), bookingId: held.bookingId, instalmentId: first!.id, amountMinor: first!.amountMinor, paidAt: startNow });
    const dueDay = new Date(`${second!.dueDate}T08:00:00Z`);
    expect(await lifecycle.dueInstalments(dueDay, 100)).toContainEqual({ organizationId: organizationId(), bookingId: held.bookingId, instalmentId: second!.id });
    const failed = { organizationId: organizationId(), bookingId: held.bookingId, instalmentId: second!.id };
    await lifecycle.instalmentChargeFailed(failed);
    await lifecycle.instalmentChargeFailed(failed);
    const [part] = await t.db.select().from(instalments).where(eq(instalments.id, second!.id));
    expect(part?.status).toBe('failed');
    const links = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `instalment-payment-link:${second!.id}`));
    expect(links).toHaveLength(1);
    expect(links[0]?.textBody).toContain(`/payment/booking_payment_terminal/${held.bookingCode}/${held.accessToken}`);
    expect(await lifecycle.cancelUnpaidBookings(new Date(`${second!.dueDate}T20:00:00Z`))).toBe(0);
    expect(await lifecycle.cancelUnpaidBookings(new Date(dueDay.getTime() + 3 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'cancelled', cancelReason: 'instalment_unpaid' });
  });
});
