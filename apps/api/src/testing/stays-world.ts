import { guests, type Database } from '@direct/db';
import { counterPer, createAddOn, createBookableProperty, createBooking } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createBookingAccess } from '../modules/bookings/booking-access.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// Test set-up shared by the reviews and arrival-time tests: an app on a movable clock (today is
// 2026-03-10), a bookable listing with an early check-in slot, and stays made by the factories
// with their booker and access token (as booking links carry them).

export const today = new Date('2026-03-10T12:00:00Z');

export type StayTestApp = TestApp & {
  clock: { now: Date };
  call: (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
};

export async function createStayTestApp(): Promise<StayTestApp> {
  const clock = { now: today };
  const t = await createTestApp({ now: () => clock.now });
  await insertClient(t.db, { clientId: 'stay-site', secret: 'stay-secret' });
  const authorization = `Bearer ${await requestToken(t.app, 'stay-site', 'stay-secret')}`;
  return {
    ...t,
    clock,
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
  };
}

export async function createStayListing(db: Database) {
  const listing = await createBookableProperty(db, { from: '2026-01-01', to: '2026-12-31', units: 4, property: { checkInTime: '15:00' } });
  const early = await createAddOn(db, {
    property: listing.property,
    kind: 'arrival_time',
    label: 'Early check-in 12:00',
    calculation: 'fixed',
    amountMinor: 3000,
    slotTime: '12:00:00',
  });
  return { ...listing, early };
}

export type StayListing = Awaited<ReturnType<typeof createStayListing>>;

const unitCursors = counterPer<StayListing>();

// A stay booked by "Maria Silva" and its access token. Units rotate so test stays never overlap.
export async function createStay(
  t: TestApp,
  listing: StayListing,
  input: { checkIn: string; checkOut: string; status?: 'confirmed' | 'completed' | 'cancelled' | 'pending_payment'; firstName?: string; lastName?: string },
) {
  const unit = listing.units[(unitCursors(listing) - 1) % listing.units.length]!;
  const { booking } = await createBooking(t.db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit,
    ratePlan: listing.ratePlan,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    status: input.status ?? 'confirmed',
    language: 'de',
  });
  await t.db.insert(guests).values({
    organizationId: booking.organizationId,
    bookingId: booking.id,
    isBooker: true,
    firstName: input.firstName ?? 'Maria',
    lastName: input.lastName ?? 'Silva',
    email: 'maria@example.test',
  });
  const accessToken = createBookingAccess(t.config.tokenSigningSecret).tokenFor(booking);
  return { booking, code: booking.code, accessToken };
}

export type Stay = Awaited<ReturnType<typeof createStay>>;
