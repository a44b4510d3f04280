import { auditLog, bookingCheckinSteps, cities, emailOutbox, guests, instalments, properties, reviews, unitAllocations, units } from '@direct/db';
import { createBooking } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDepositBooking, depositNow, type DepositBookingOptions } from '../../testing/deposits-world.ts';
import { createHostDepositsWorld, type HostDepositsWorld } from '../../testing/host-deposits-world.ts';

// The clock stands at 2026-03-10 12:00 UTC.
let w: HostDepositsWorld;
beforeAll(async () => {
  w = await createHostDepositsWorld();
});
afterAll(async () => w.t.close());
beforeEach(() => {
  w.t.clock.now = depositNow;
});

async function organizationWith(options: DepositBookingOptions) {
  const made = await createDepositBooking(w.t.db, w.t.config.tokenSigningSecret, options);
  const owner = await w.member(made.booking.organizationId, 'owner');
  return { ...made, owner, base: `/apis/host/organizations/${made.booking.organizationId}` };
}

async function moveToTimeZone(propertyId: number, timezone: string) {
  const [property] = await w.t.db.select().from(properties).where(eq(properties.id, propertyId));
  await w.t.db.update(cities).set({ timezone }).where(eq(cities.id, property!.cityId));
}

describe('Today', () => {
  it("lists today's arrival with each check-in step, and says check-in ready once every step is done", async () => {
    const { booking, owner, base } = await organizationWith({ checkIn: '2026-03-10', checkOut: '2026-03-12' });
    const first = await w.call('GET', `${base}/dashboard/today`, undefined, owner);
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ today: '2026-03-10', departures: [], calendarConflicts: [] });
    expect(first.json().arrivals).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        code: booking.code,
        guestName: 'Ana Silva',
        day: 'today',
        checkinReady: false,
        steps: [
          { step: 'general_info', done: false },
          { step: 'guest_info', done: false },
          { step: 'payment', done: true },
          { step: 'security_deposit', done: false },
        ],
      }),
    ]);
    await w.t.db.insert(bookingCheckinSteps).values(
      (['general_info', 'guest_info', 'security_deposit'] as const).map((step) => ({ organizationId: booking.organizationId, bookingId: booking.id, step, status: 'completed' as const, completedAt: depositNow })),
    );
    const ready = (await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json();
    expect(ready.arrivals[0]).toMatchObject({ checkinReady: true });
    expect(ready.arrivals[0].steps.every((step: { done: boolean }) => step.done)).toBe(true);
  });

  it("places stays by the property's own day: past midnight in Auckland, UTC's tomorrow is today", async () => {
    const { booking, owner, base } = await organizationWith({ checkIn: '2026-03-11', checkOut: '2026-03-12' });
    expect((await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json().arrivals[0]).toMatchObject({ bookingId: booking.id, day: 'tomorrow' });
    await moveToTimeZone(booking.propertyId, 'Pacific/Auckland');
    const answer = (await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json();
    expect(answer.today).toBe('2026-03-11');
    expect(answer.arrivals[0]).toMatchObject({ bookingId: booking.id, day: 'today' });
    expect(answer.departures[0]).toMatchObject({ bookingId: booking.id, day: 'tomorrow' });
    // Just before midnight in Lisbon (UTC+0 in March) it is still the 10th.
    await moveToTimeZone(booking.propertyId, 'Europe/Lisbon');
    w.t.clock.now = new Date('2026-03-10T23:59:00Z');
    expect((await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json().arrivals[0]).toMatchObject({ day: 'tomorrow' });
  });

  it('lists unpaid instalments due, deposits to act on, new reviews and failed emails', async () => {
    const { booking, owner, base, listing } = await organizationWith({ checkIn: '2026-06-10', checkOut: '2026-06-13' });
    const organizationId = booking.organizationId;
    await w.t.db.insert(instalments).values({ organizationId, bookingId: booking.id, sequence: 2, amountMinor: 12_000, currency: 'EUR', dueDate: '2026-03-09', status: 'due' });
    await w.t.db.insert(instalments).values({ organizationId, bookingId: booking.id, sequence: 3, amountMinor: 5_000, currency: 'EUR', dueDate: '2026-04-01', status: 'scheduled' });
    await w.t.db.insert(reviews).values({ organizationId, propertyId: listing.property.id, bookingId: booking.id, authorName: 'Ana', rating: 5, createdAt: new Date('2026-03-08T10:00:00Z') });
    await w.t.db.insert(reviews).values({ organizationId, propertyId: listing.property.id, authorName: 'Old', rating: 3, createdAt: new Date('2026-02-01T10:00:00Z') });
    await w.t.db.insert(emailOutbox).values({ organizationId, bookingId: booking.id, kind: 'booking_confirmed', toAddress: 'ana@example.test', fromAddress: 'host@example.test', subject: 'Your booking', textBody: 'x', status: 'failed', lastError: 'mailbox full' });

    const answer = (await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json();
    expect(answer.unpaidInstalments).toEqual([expect.objectContaining({ bookingId: booking.id, amount: { amountMinor: 12_000, currency: 'EUR' }, dueDate: '2026-03-09', overdue: true, guestName: 'Ana Silva' })]);
    expect(answer.newReviews).toEqual([expect.objectContaining({ authorName: 'Ana', rating: 5 })]);
    expect(answer.failedEmails).toEqual([expect.objectContaining({ bookingId: booking.id, code: booking.code, subject: 'Your booking', lastError: 'mailbox full' })]);
    expect(answer.deposits).toEqual([]);
  });

  it('asks to place a scheduled hold whose day has come, and to decide on a hold after check-out', async () => {
    const { booking, token, owner, base } = await organizationWith({ checkIn: '2026-03-20', checkOut: '2026-03-22' });
    await w.t.post(`/apis/booking_requests/authorize_deposit/${booking.code}`, { access_token: token, payment_method_id: await w.t.tokenize('4242424242424242') });
    expect((await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json().deposits).toEqual([]);
    w.t.clock.now = new Date('2026-03-19T16:00:00Z');
    expect((await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json().deposits).toEqual([expect.objectContaining({ bookingId: booking.id, todo: 'place', status: 'scheduled' })]);
    expect((await w.call('POST', `${base}/bookings/${booking.id}/deposit/place`, undefined, owner)).status).toBe(200);
    w.t.clock.now = new Date('2026-03-22T16:00:00Z');
    expect((await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json().deposits).toEqual([expect.objectContaining({ bookingId: booking.id, todo: 'decide', status: 'authorized' })]);
  });

  it("never shows another organization's stays", async () => {
    const mine = await organizationWith({ checkIn: '2026-03-10', checkOut: '2026-03-12' });
    const theirs = await organizationWith({ checkIn: '2026-03-10', checkOut: '2026-03-12' });
    const answer = (await w.call('GET', `${mine.base}/dashboard/today`, undefined, mine.owner)).json();
    expect(answer.arrivals.map((stay: { bookingId: number }) => stay.bookingId)).toEqual([mine.booking.id]);
    expect((await w.call('GET', `${theirs.base}/dashboard/today`, undefined, mine.owner)).status).toBe(404);
  });
});

describe('charts', () => {
  it('counts booked and available unit-nights and spreads revenue over the nights, by property and by channel', async () => {
    const { booking, owner, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-12' });
    const occupancy = await w.call('GET', `${base}/dashboard/occupancy`, undefined, owner);
    expect(occupancy.status).toBe(200);
    expect(occupancy.json()).toMatchObject({
      past: { from: '2025-12-10', to: '2026-03-10' },
      next: { from: '2026-03-10', to: '2026-06-08' },
      byProperty: [{ propertyId: booking.propertyId, past: { bookedNights: 2, availableNights: 90, blockedNights: 0 }, next: { bookedNights: 2, availableNights: 90, blockedNights: 0 } }],
      byChannel: [{ channel: 'website', past: { bookedNights: 2 }, next: { bookedNights: 2 } }],
    });
    const revenue = (await w.call('GET', `${base}/dashboard/revenue`, undefined, owner)).json();
    expect(revenue.byProperty).toEqual([expect.objectContaining({ propertyId: booking.propertyId, currency: 'EUR', pastMinor: 15_000, nextMinor: 15_000 })]);
    expect(revenue.byChannel).toEqual([{ channel: 'website', currency: 'EUR', pastMinor: 15_000, nextMinor: 15_000 }]);
  });

  it('takes the nights a host blocked off the available nights (a released block does not count)', async () => {
    const { booking, owner, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-12' });
    const [unit] = await w.t.db.select().from(units).where(eq(units.propertyId, booking.propertyId));
    const block = (startsOn: string, endsOn: string, releasedAt: Date | null = null) =>
      ({ organizationId: booking.organizationId, unitId: unit!.id, bookingId: null, kind: 'block' as const, startsOn, endsOn, blockReason: 'owner_stay' as const, releasedAt });
    // Past: 2 of the block that starts before the period, and 3. Next: 2 right after the stay, and 5.
    await w.t.db
      .insert(unitAllocations)
      .values([block('2025-12-05', '2025-12-12'), block('2026-02-01', '2026-02-04'), block('2026-03-12', '2026-03-14'), block('2026-04-01', '2026-04-06'), block('2026-05-01', '2026-05-11', depositNow)]);
    const answer = (await w.call('GET', `${base}/dashboard/occupancy`, undefined, owner)).json();
    expect(answer.byProperty[0]).toMatchObject({ past: { bookedNights: 2, blockedNights: 5, availableNights: 85 }, next: { bookedNights: 2, blockedNights: 7, availableNights: 83 } });
    expect(answer.byChannel[0]).toMatchObject({ past: { availableNights: 85, blockedNights: 5 }, next: { availableNights: 83, blockedNights: 7 } });
  });

  it('shows revenue to whoever may see payments, occupancy to whoever may see bookings', async () => {
    const { booking, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-12' });
    const frontDesk = await w.member(booking.organizationId, 'front_desk');
    const accountant = await w.member(booking.organizationId, 'accountant');
    expect((await w.call('GET', `${base}/dashboard/occupancy`, undefined, frontDesk)).status).toBe(200);
    expect((await w.call('GET', `${base}/dashboard/revenue`, undefined, frontDesk)).status).toBe(403);
    expect((await w.call('GET', `${base}/dashboard/revenue`, undefined, accountant)).status).toBe(200);
  });
});

describe('housekeeping board', () => {
  it('shows departures, arrivals and turnovers per unit with guest names only', async () => {
    const { booking, listing, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-11' });
    const { booking: next } = await createBooking(w.t.db, { brand: listing.brand, property: listing.property, unitType: listing.unitType, unit: listing.units[0]!, ratePlan: listing.ratePlan, checkIn: '2026-03-11', checkOut: '2026-03-13' });
    await w.t.db.insert(guests).values({ organizationId: next.organizationId, bookingId: next.id, isBooker: true, firstName: 'Ben', lastName: 'Ode', email: 'ben@example.test', passportNumber: 'X1234567' });
    const cleaner = await w.member(booking.organizationId, 'housekeeping');
    const answer = await w.call('GET', `${base}/housekeeping?days=3`, undefined, cleaner);
    expect(answer.status).toBe(200);
    const board = answer.json();
    expect(board.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(board.days[0].units).toEqual([]);
    expect(board.days[1].units).toEqual([
      expect.objectContaining({
        unitName: listing.units[0]!.name,
        turnover: true,
        departure: { guestName: 'Ana Silva', guests: 2, time: '11:00' },
        arrival: { guestName: 'Ben Ode', guests: 2, time: '15:00' },
      }),
    ]);
    const text = JSON.stringify(board);
    for (const secret of ['ana@example.test', 'ben@example.test', 'X1234567', booking.code]) expect(text).not.toContain(secret);
  });

  it('is refused to a role without housekeeping:read, and to another organization', async () => {
    const mine = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-11' });
    const theirs = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-11' });
    const accountant = await w.member(mine.booking.organizationId, 'accountant');
    expect((await w.call('GET', `${mine.base}/housekeeping`, undefined, accountant)).status).toBe(403);
    expect((await w.call('GET', `${theirs.base}/housekeeping`, undefined, mine.owner)).status).toBe(404);
  });
});

describe('mark cleaned', () => {
  it('lets housekeeping mark a departure cleaned once, shows it on the board and on Today, and audits it', async () => {
    const { booking, listing, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-10' });
    const unitId = listing.units[0]!.id;
    const cleaner = await w.member(booking.organizationId, 'housekeeping');
    const first = await w.call('POST', `${base}/housekeeping/cleanings`, { unitId, date: '2026-03-10' }, cleaner);
    expect(first.status, JSON.stringify(first.json())).toBe(200);
    expect(first.json()).toMatchObject({ unitId, date: '2026-03-10', cleanedAt: depositNow.toISOString() });
    // Again (a double tap, or a second cleaner): the first mark stands, audited once.
    const again = await w.call('POST', `${base}/housekeeping/cleanings`, { unitId, date: '2026-03-10' }, cleaner);
    expect(again.json()).toEqual(first.json());
    const board = (await w.call('GET', `${base}/housekeeping?days=1`, undefined, cleaner)).json();
    expect(board.days[0].units[0]).toMatchObject({ unitId, departure: expect.any(Object), cleaned: first.json() });
    const owner = await w.member(booking.organizationId, 'owner');
    const today = (await w.call('GET', `${base}/dashboard/today`, undefined, owner)).json();
    expect(today.departures).toEqual([expect.objectContaining({ bookingId: booking.id, cleaned: { cleanedAt: first.json().cleanedAt, cleanedBy: first.json().cleanedBy } })]);
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, booking.organizationId), eq(auditLog.action, 'unit.cleaned')));
    expect(audit).toEqual([expect.objectContaining({ entityType: 'unit', entityId: String(unitId), after: { day: '2026-03-10' } })]);
  });

  it('five marks at once: one cleaning, one audit entry, the same answer for all', async () => {
    const { booking, listing, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-10' });
    const cleaner = await w.member(booking.organizationId, 'housekeeping');
    const body = { unitId: listing.units[0]!.id, date: '2026-03-10' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.call('POST', `${base}/housekeeping/cleanings`, body, cleaner)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json()))).size).toBe(1);
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, booking.organizationId), eq(auditLog.action, 'unit.cleaned')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a day without a departure (400 on the date) and bad input, keeping the board unchanged', async () => {
    const { booking, listing, base } = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-10' });
    const cleaner = await w.member(booking.organizationId, 'housekeeping');
    const none = await w.call('POST', `${base}/housekeeping/cleanings`, { unitId: listing.units[0]!.id, date: '2026-03-11' }, cleaner);
    expect(none.status).toBe(400);
    expect(none.json().error.fields).toEqual([expect.objectContaining({ field: 'date', reason: 'no_departure' })]);
    expect((await w.call('POST', `${base}/housekeeping/cleanings`, { unitId: 'x', date: 'tomorrow' }, cleaner)).status).toBe(400);
    const board = (await w.call('GET', `${base}/housekeeping?days=1`, undefined, cleaner)).json();
    expect(board.days[0].units[0].cleaned).toBeNull();
  });

  it('may be done by owner, manager, front desk and housekeeping, not by an accountant; another organization’s unit is not found', async () => {
    const mine = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-10' });
    const theirs = await organizationWith({ checkIn: '2026-03-08', checkOut: '2026-03-10' });
    const body = { unitId: mine.listing.units[0]!.id, date: '2026-03-10' };
    for (const role of ['owner', 'manager', 'front_desk', 'housekeeping'] as const) {
      const answer = await w.call('POST', `${mine.base}/housekeeping/cleanings`, body, await w.member(mine.booking.organizationId, role));
      expect({ role, status: answer.status }).toEqual({ role, status: 200 });
    }
    const accountant = await w.member(mine.booking.organizationId, 'accountant');
    expect((await w.call('POST', `${mine.base}/housekeeping/cleanings`, body, accountant)).status).toBe(403);
    // Their unit under my organization's address, and my unit under theirs.
    expect((await w.call('POST', `${mine.base}/housekeeping/cleanings`, { ...body, unitId: theirs.listing.units[0]!.id }, mine.owner)).status).toBe(404);
    expect((await w.call('POST', `${theirs.base}/housekeeping/cleanings`, body, mine.owner)).status).toBe(404);
    expect((await w.call('POST', `${theirs.base}/housekeeping/cleanings`, body, theirs.owner)).status).toBe(404);
  });
});
