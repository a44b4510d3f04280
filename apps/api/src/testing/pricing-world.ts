import { organizationMembers } from '@direct/db';
import { createBookableProperty } from '@direct/db/testing';
import { createBookingsTestApp, createListing, type BookingsTestApp, type Listing } from './bookings-world.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';

// The host's pricing in API tests: the bookings world's listing (so the guest's quote can be
// asked at once, on the same movable clock), its organization's owner signed in through the
// console, and a second organization with its own property and owner (for "never another's").

export type PricingWorld = {
  t: BookingsTestApp;
  call: HostCall;
  listing: Listing;
  owner: string;
  organizationId: number;
  // /apis/host/organizations/:organizationId
  base: string;
  // …/properties/:propertyId of the listing
  propertyBase: string;
  other: { owner: string; organizationId: number; propertyId: number };
  joinAs: (role: 'owner' | 'manager' | 'front_desk' | 'housekeeping' | 'accountant', email: string) => Promise<string>;
};

let count = 0;

export async function createPricingWorld(): Promise<PricingWorld> {
  const t = await createBookingsTestApp();
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = `${Date.now().toString(36)}-${count++}`;

  async function member(organizationId: number, role: 'owner' | 'manager' | 'front_desk' | 'housekeeping' | 'accountant', email: string): Promise<string> {
    const session = await signUpHost(call, t.db, { email, name: `Host ${role}` });
    const me = (await call('GET', '/apis/host/me', undefined, session)).json();
    await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role });
    return session;
  }

  const listing = await createListing(t);
  const organizationId = listing.organization.id;
  const owner = await member(organizationId, 'owner', `pricing-owner-${stamp}@example.test`);
  const foreign = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-03-02' });
  const otherOwner = await member(foreign.organization.id, 'owner', `pricing-other-${stamp}@example.test`);
  const base = `/apis/host/organizations/${organizationId}`;
  return {
    t,
    call,
    listing,
    owner,
    organizationId,
    base,
    propertyBase: `${base}/properties/${listing.property.id}`,
    other: { owner: otherOwner, organizationId: foreign.organization.id, propertyId: foreign.property.id },
    joinAs: (role, email) => member(organizationId, role, email),
  };
}

// The fields an error envelope names, as "field:reason".
export function fieldsOf(answer: { json: () => unknown }): string[] {
  const body = answer.json() as { error?: { fields?: { field: string; reason: string }[] } };
  return (body.error?.fields ?? []).map((field) => `${field.field}:${field.reason}`);
}
