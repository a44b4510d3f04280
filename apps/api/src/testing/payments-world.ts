import { guests, instalments, type Database } from '@direct/db';
import { counterPer, createBookableProperty, createBooking } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';
import { createBookingAccess } from '../modules/bookings/booking-access.ts';

// Test helpers of the payment tests: an app with a website token, and bookings with a payment
// schedule and a valid access token, made directly in the database.

export type PaymentsTestApp = TestApp & {
  post: (url: string, payload: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
};

export async function createPaymentsTestApp(env: Record<string, string> = {}, now?: () => Date): Promise<PaymentsTestApp> {
  const t = await createTestApp({ env, ...(now ? { now } : {}) });
  await insertClient(t.db, { clientId: 'payments-site', secret: 'payments-secret' });
  const bearer = await requestToken(t.app, 'payments-site', 'payments-secret');
  const authorization = `Bearer ${bearer}`;
  return {
    ...t,
    post: (url, payload, headers = {}) => t.app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as Record<string, unknown> }),
    get: (url) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
  };
}

const dayOffsets = counterPer<Database>();

export async function createPayableBooking(
  db: Database,
  signingSecret: string,
  options: { parts?: number[]; status?: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired'; holdExpiresAt?: Date; currency?: string } = {},
) {
  const parts = options.parts ?? [30_000];
  const total = parts.reduce((sum, part) => sum + part, 0);
  // Each booking on its own listing and dates, so holds never collide.
  const dayOffset = dayOffsets(db, 5);
  const start = new Date(Date.UTC(2031, 0, 1 + dayOffset));
  const checkIn = start.toISOString().slice(0, 10);
  const checkOut = new Date(start.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const listing = await createBookableProperty(db, { from: checkIn, to: checkOut, property: { currency: options.currency ?? 'EUR' } });
  const { booking } = await createBooking(db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit: listing.units[0] as NonNullable<(typeof listing.units)[0]>,
    ratePlan: listing.ratePlan,
    checkIn,
    checkOut,
    status: options.status ?? 'pending_payment',
    totalMinor: total,
    ...(options.status === 'confirmed' ? { allocationKind: 'stay' as const } : {}),
    ...(options.holdExpiresAt ? { holdExpiresAt: options.holdExpiresAt } : {}),
  });
  await db.insert(guests).values({ organizationId: booking.organizationId, bookingId: booking.id, isBooker: true, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.test' });
  const rows = await db
    .insert(instalments)
    .values(
      parts.map((amountMinor, index) => ({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        sequence: index + 1,
        amountMinor,
        currency: booking.currency,
        dueDate: index === 0 ? new Date().toISOString().slice(0, 10) : checkIn,
        status: index === 0 ? ('due' as const) : ('scheduled' as const),
      })),
    )
    .returning();
  const token = createBookingAccess(signingSecret).tokenFor(booking);
  return { booking, token, instalments: rows.sort((a, b) => a.sequence - b.sequence), listing };
}
