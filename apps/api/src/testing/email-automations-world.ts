import { createBooking, createBookableProperty } from '@direct/db/testing';
import { guests, organizationMembers, type Database } from '@direct/db';
import { createBookingsTestApp, createListing, type BookingsTestApp, type Listing } from './bookings-world.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';

// The automations in API tests: the bookings world's listing with the development surfaces on (the
// test clock), its owner signed in, a front-desk member, and a second organization with its own
// brand and property (for "never another's").

export type EmailAutomationsWorld = {
  t: BookingsTestApp;
  call: HostCall;
  listing: Listing;
  owner: string;
  frontDesk: string;
  organizationId: number;
  base: string;
  other: { owner: string; organizationId: number; brandId: number; propertyId: number };
  stay: (input: StayInput) => Promise<{ id: number; code: string }>;
  runAt: (at: string) => Promise<Record<string, number>>;
};

type StayInput = {
  checkIn: string;
  checkOut: string;
  status?: 'confirmed' | 'expired' | 'completed' | 'cancelled' | 'pending_payment';
  email?: string;
  language?: string;
  unit?: number;
  extra?: Record<string, unknown>;
};

let count = 0;

async function addBooker(db: Database, organizationId: number, bookingId: number, email: string) {
  await db.insert(guests).values({ organizationId, bookingId, isBooker: true, firstName: 'Ana', lastName: 'Silva', email });
}

export async function createEmailAutomationsWorld(): Promise<EmailAutomationsWorld> {
  const t = await createBookingsTestApp({ env: { DEV_SURFACES: 'true' } });
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = `${Date.now().toString(36)}-${count++}`;

  async function member(organizationId: number, role: 'owner' | 'front_desk', email: string): Promise<string> {
    const session = await signUpHost(call, t.db, { email, name: `Host ${role}` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json();
    await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role });
    return session;
  }

  const listing = await createListing(t, { units: 2 });
  const organizationId = listing.organization.id;
  const owner = await member(organizationId, 'owner', `automations-owner-${stamp}@example.test`);
  const frontDesk = await member(organizationId, 'front_desk', `automations-desk-${stamp}@example.test`);
  const foreign = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-03-02' });
  const otherOwner = await member(foreign.organization.id, 'owner', `automations-other-${stamp}@example.test`);

  return {
    t,
    call,
    listing,
    owner,
    frontDesk,
    organizationId,
    base: `/apis/host/organizations/${organizationId}`,
    other: { owner: otherOwner, organizationId: foreign.organization.id, brandId: foreign.brand.id, propertyId: foreign.property.id },
    async stay(input) {
      const { booking } = await createBooking(t.db, {
        brand: listing.brand,
        property: listing.property,
        unitType: listing.unitType,
        unit: listing.units[input.unit ?? 0]!,
        ratePlan: listing.ratePlan,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        status: input.status ?? 'confirmed',
        language: input.language ?? 'en',
        siteOrigin: 'https://stays.example',
        ...(input.status === 'expired' ? { allocationKind: 'hold' as const } : {}),
        ...input.extra,
      });
      await addBooker(t.db, organizationId, booking.id, input.email ?? `guest-${booking.id}@example.test`);
      return { id: booking.id, code: booking.code };
    },
    async runAt(at) {
      const answer = await t.post('/apis/dev/automations/run', { at });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json<{ sent: Record<string, number> }>().sent;
    },
  };
}
