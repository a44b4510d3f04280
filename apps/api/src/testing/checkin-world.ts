import { BookingRequestCreated } from '@direct/contracts';
import { checkinSettings, countries, properties } from '@direct/db';
import { createCity } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createServices } from '../services.ts';
import { createBookingsTestApp, createListing, requestBody, startNow, type BookingsTestApp, type Listing } from './bookings-world.ts';
import type { CheckinStep } from '../modules/checkin/checkin-ports.ts';

// Shared set-up of the check-in tests: the bookings test app and listing, confirmed bookings
// (reserved through the API, first instalment recorded as paid) and the property's country.

export { startNow };
export type CheckinTestApp = BookingsTestApp & { services: ReturnType<typeof createServices> };

export async function createCheckinTestApp(): Promise<CheckinTestApp> {
  const t = await createBookingsTestApp();
  const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => t.clock.now });
  return { ...t, services };
}

/** A listing in a country (ISO code; the real code, so the registration rules apply). */
export async function createCountryListing(t: CheckinTestApp, countryCode: string | null, options: { units?: number } = {}): Promise<Listing> {
  if (!countryCode) return createListing(t, options);
  let [country] = await t.db.select().from(countries).where(eq(countries.code, countryCode));
  if (!country) [country] = await t.db.insert(countries).values({ code: countryCode, name: countryCode }).returning();
  const city = await createCity(t.db, { countryId: country!.id });
  const listing = await createListing(t, options);
  await t.db.update(properties).set({ cityId: city.id }).where(eq(properties.id, listing.property.id));
  return listing;
}

export async function setRequiredSteps(t: CheckinTestApp, listing: Listing, steps: CheckinStep[]) {
  await t.db
    .insert(checkinSettings)
    .values({ propertyId: listing.property.id, organizationId: listing.organization.id, requiredSteps: steps })
    .onConflictDoUpdate({ target: [checkinSettings.propertyId, checkinSettings.organizationId], set: { requiredSteps: steps } });
}

export type Reserved = BookingRequestCreated;

export async function reserve(t: CheckinTestApp, listing: Listing, overrides: Record<string, unknown>): Promise<Reserved> {
  t.clock.now = startNow;
  const response = await t.post('/apis/booking_requests', requestBody(listing, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return BookingRequestCreated.parse(response.json());
}

/** Pays every instalment due by the clock's day (the first one confirms the booking). */
export async function payDue(t: CheckinTestApp, listing: Listing, held: Reserved) {
  const booking = (await t.services.bookings.lifecycle.findById(listing.organization.id, held.bookingId))!;
  const today = t.clock.now.toISOString().slice(0, 10);
  for (const part of booking.instalments) {
    if (part.status === 'paid' || part.status === 'cancelled' || (part.sequence !== 1 && part.dueDate > today)) continue;
    await t.services.bookings.lifecycle.recordInstalmentPaid({ organizationId: listing.organization.id, bookingId: held.bookingId, instalmentId: part.id, amountMinor: part.amountMinor, paidAt: t.clock.now });
  }
}

export async function confirmed(t: CheckinTestApp, listing: Listing, overrides: Record<string, unknown>): Promise<Reserved> {
  const held = await reserve(t, listing, overrides);
  await payDue(t, listing, held);
  return held;
}

export const hubUrl = (held: Reserved, token = held.accessToken) => `/apis/checkin/${held.bookingCode}/${encodeURIComponent(token)}`;
export const rest = '/apis/rest/front_end_api/latest';
export const infoUrl = (step: 'first' | 'second', held: Reserved, token = held.accessToken) =>
  `${rest}/${step}_step_confirmation_info?BOOKINGCODE=${held.bookingCode}&access_token=${encodeURIComponent(token)}`;
