import { BookingRequestCreated } from '@direct/contracts';
import { organizationMembers } from '@direct/db';
import { expect } from 'vitest';
import { createBookingsTestApp, createListing, requestBody, startNow, type BookingsTestApp, type Listing } from './bookings-world.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';

// The host's booking actions in API tests: the bookings world's app (movable clock, sandbox
// gateway), listings each with their organization's owner signed in through the console, and
// bookings made and paid the way a guest does (booking request, then the card form).

export type HostRole = 'owner' | 'manager' | 'front_desk' | 'housekeeping' | 'accountant';

export type ChangesWorld = {
  t: BookingsTestApp;
  call: HostCall;
  host: (options?: { units?: number }) => Promise<HostListing>;
};

export type HostListing = {
  listing: Listing;
  organizationId: number;
  owner: string;
  base: string;
  join: (role: HostRole) => Promise<string>;
};

let count = 0;

export async function createChangesWorld(): Promise<ChangesWorld> {
  const t = await createBookingsTestApp();
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));

  async function member(organizationId: number, role: HostRole): Promise<string> {
    const session = await signUpHost(call, t.db, { email: `changes-${role}-${Date.now().toString(36)}-${count++}@example.test`, name: `Host ${role}` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json();
    await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role });
    return session;
  }

  return {
    t,
    call,
    async host(options = {}) {
      const listing = await createListing(t, options.units ? { units: options.units } : {});
      const organizationId = listing.organization.id;
      return { listing, organizationId, owner: await member(organizationId, 'owner'), base: `/apis/host/organizations/${organizationId}/bookings`, join: (role) => member(organizationId, role) };
    },
  };
}

/** A guest's booking request (held, unpaid). */
export async function reserve(t: BookingsTestApp, listing: Listing, overrides: Record<string, unknown> = {}): Promise<BookingRequestCreated> {
  t.clock.now = startNow;
  const response = await t.post('/apis/booking_requests', requestBody(listing, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return BookingRequestCreated.parse(response.json());
}

/** Pays what is due now with a sandbox card (saved for later parts), as the payment form does. */
/** Pays the whole booking by card; `saveCard: false` keeps no card for later charges. */
export async function payByCard(t: BookingsTestApp, held: BookingRequestCreated, card = '4242424242424242', options: { saveCard?: boolean } = {}): Promise<void> {
  const method = await t.post('/apis/sandbox/payment_methods', { number: card, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(method.statusCode, method.body).toBe(201);
  const paid = await t.post(`/apis/booking_requests/send_payment_form_stripe/${held.bookingCode}`, { access_token: held.accessToken, payment_method_id: method.json<{ id: string }>().id, save_card: options.saveCard ?? true });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

/** A fresh idempotency key, as the console renders one into each form. */
export const newKey = () => `test-${Date.now().toString(36)}-${count++}-${Math.random().toString(36).slice(2)}`;
