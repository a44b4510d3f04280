import { createAddOn, createBookableProperty, createDailyRates, createRatePlan } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// Shared set-up of the bookings tests: an app on a movable clock and a bookable listing with
// two units, a pay-in-full plan and a 30%-now plan, and add-ons of each kind.

export const startNow = new Date('2026-03-10T12:00:00Z');

export type BookingsTestApp = TestApp & {
  clock: { now: Date };
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
};

export async function createBookingsTestApp(options: { env?: Record<string, string> } = {}): Promise<BookingsTestApp> {
  const clock = { now: startNow };
  const t = await createTestApp({ now: () => clock.now, ...(options.env ? { env: options.env } : {}) });
  await insertClient(t.db, { clientId: 'bookings-site', secret: 'bookings-secret' });
  const token = await requestToken(t.app, 'bookings-site', 'bookings-secret');
  const authorization = `Bearer ${token}`;
  return {
    ...t,
    clock,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
    post: (url, payload, headers = {}) => t.app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as Record<string, unknown> }),
  };
}

export async function createListing(t: TestApp, options: { units?: number; priceMinor?: number } = {}) {
  const listing = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-12-31', units: options.units ?? 2, priceMinor: options.priceMinor ?? 10_000 });
  const { ratePlan: instalmentPlan } = await createRatePlan(t.db, { property: listing.property, name: 'Pay later', prepaymentPercent: 30, balanceDueDaysBeforeArrival: 30 });
  await createDailyRates(t.db, { ratePlan: instalmentPlan, unitTypeId: listing.unitType.id, from: '2026-03-01', to: '2026-12-31', priceMinor: options.priceMinor ?? 10_000 });
  const property = listing.property;
  const addOns = {
    breakfast: await createAddOn(t.db, { property, label: 'Breakfast', calculation: 'per_guest_per_night', amountMinor: 1200 }),
    bikes: await createAddOn(t.db, { property, label: 'Bikes', calculation: 'per_night', amountMinor: 1500, maxQuantity: 2 }),
    protection: await createAddOn(t.db, { property, label: 'Protection', calculation: 'percentage', amountMinor: null, percent: '8.00' }),
    early: await createAddOn(t.db, { property, kind: 'arrival_time', label: 'Early check-in 12:00', calculation: 'fixed', amountMinor: 3000, slotTime: '12:00:00' }),
    late: await createAddOn(t.db, { property, kind: 'departure_time', label: 'Late check-out 15:00', calculation: 'fixed', amountMinor: 3500, slotTime: '15:00:00' }),
    inactive: await createAddOn(t.db, { property, label: 'Gone', isActive: false }),
  };
  return { ...listing, instalmentPlan, addOns };
}

export type Listing = Awaited<ReturnType<typeof createListing>>;

export function selection(listing: Listing, overrides: Record<string, unknown> = {}) {
  return {
    brand: listing.brand.id,
    property: listing.property.id,
    unit_type: listing.unitType.id,
    rate_plan: listing.ratePlan.id,
    check_in: '2026-05-01',
    check_out: '2026-05-04',
    adults: 2,
    ...overrides,
  };
}

export function requestBody(listing: Listing, overrides: Record<string, unknown> = {}) {
  return {
    ...selection(listing),
    guest: { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.test', phone: '+351 912 345 678' },
    language: 'pt',
    ...overrides,
  };
}
