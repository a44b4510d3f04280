import { checkinSettings, guests, instalments, type Database } from '@direct/db';
import { createBookableProperty, createBooking } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';
import { createBookingAccess } from '../modules/bookings/booking-access.ts';

// Test helpers of the deposit tests: an app on a movable clock with the website's token, and paid
// bookings on properties whose check-in settings ask a deposit.

export const depositNow = new Date('2026-03-10T12:00:00Z');

export type DepositsTestApp = TestApp & {
  clock: { now: Date };
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: unknown, authorization?: string) => Promise<LightMyRequestResponse>;
  tokenize: (number: string) => Promise<string>;
  hostToken: (organizationId: number | null) => Promise<string>;
};

export async function createDepositsTestApp(): Promise<DepositsTestApp> {
  const clock = { now: depositNow };
  const t = await createTestApp({ now: () => clock.now });
  await insertClient(t.db, { clientId: 'deposit-site', secret: 'deposit-secret' });
  const authorization = `Bearer ${await requestToken(t.app, 'deposit-site', 'deposit-secret')}`;
  const post = (url: string, payload: unknown, auth = authorization) => t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload: payload as Record<string, unknown> });
  let hosts = 0;
  return {
    ...t,
    clock,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
    post,
    async tokenize(number) {
      const response = await post('/apis/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
      if (response.statusCode !== 201) throw new Error(`tokenize failed: ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    async hostToken(organizationId) {
      hosts++;
      await insertClient(t.db, { clientId: `host-${hosts}`, secret: 'host-secret', organizationId });
      return `Bearer ${await requestToken(t.app, `host-${hosts}`, 'host-secret')}`;
    },
  };
}

export type DepositBookingOptions = {
  checkIn: string;
  checkOut: string;
  status?: 'pending_payment' | 'confirmed' | 'cancelled';
  depositMinor?: number;
  requireDeposit?: boolean;
  releaseDays?: number;
  // The property's choice for holds that would lapse before the release.
  fallback?: 'reauthorize' | 'charge_and_refund';
};

export async function createDepositBooking(db: Database, signingSecret: string, options: DepositBookingOptions) {
  const listing = await createBookableProperty(db, { from: options.checkIn, to: options.checkOut });
  const { booking } = await createBooking(db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit: listing.units[0] as NonNullable<(typeof listing.units)[0]>,
    ratePlan: listing.ratePlan,
    checkIn: options.checkIn,
    checkOut: options.checkOut,
    status: options.status ?? 'confirmed',
    totalMinor: 30_000,
    ...(options.status === 'pending_payment' ? { holdExpiresAt: new Date('2099-01-01T00:00:00Z') } : {}),
  });
  await db.insert(guests).values({ organizationId: booking.organizationId, bookingId: booking.id, isBooker: true, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.test' });
  const paid = options.status === undefined || options.status === 'confirmed';
  await db.insert(instalments).values({
    organizationId: booking.organizationId,
    bookingId: booking.id,
    sequence: 1,
    amountMinor: 30_000,
    currency: booking.currency,
    dueDate: '2026-03-01',
    status: paid ? 'paid' : 'due',
    ...(paid ? { paidAt: new Date('2026-03-01T10:00:00Z') } : {}),
  });
  await db.insert(checkinSettings).values({
    propertyId: listing.property.id,
    organizationId: booking.organizationId,
    requiredSteps: ['general_info', 'guest_info', 'payment', ...(options.requireDeposit === false ? [] : (['security_deposit'] as const))],
    depositAmountMinor: options.depositMinor ?? 25_000,
    depositHoursBeforeArrival: 24,
    depositReleaseDaysAfterCheckout: options.releaseDays ?? 2,
    depositFallback: options.fallback ?? 'reauthorize',
  });
  const token = createBookingAccess(signingSecret).tokenFor(booking);
  return { booking, token, listing };
}
