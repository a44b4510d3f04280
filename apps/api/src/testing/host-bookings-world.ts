import { agreementSignatures, agreementTemplates, agreementVersions, auditLog, guests, organizationMembers, type Database } from '@direct/db';
import { createBooking, createProperty, createRatePlan } from '@direct/db/testing';
import type { HostRole } from '@direct/domain/host-access';
import { and, desc, eq } from 'drizzle-orm';
import { createServices } from '../services.ts';
import { sampleFiles } from './document-files.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The host's bookings in API tests: an app on a clock the test moves (it starts 2026-03-10 12:00
// UTC), a host organization made through the API with a property, a rate plan and bookings made
// by the factories, people in every role, and a second organization for tenancy checks.

export const bookingsToday = new Date('2026-03-10T12:00:00Z');

type Listing = { organizationId: number; brandId: number; property: { id: number; organizationId: number; currency: string }; unitTypeId: number; units: { id: number; organizationId: number }[]; ratePlanId: number };
export type GuestInput = { firstName: string; lastName: string; email?: string; nationality?: string; passportNumber?: string };

let worlds = 0;

async function createListing(db: Database, organizationId: number, brandId: number, name: string, unitCount: number): Promise<Listing> {
  const { property, unitTypes, units } = await createProperty(db, { brand: { id: brandId, organizationId }, name, unitTypes: [{ name: 'Apartment', units: unitCount }] });
  const { ratePlan } = await createRatePlan(db, { property });
  return { organizationId, brandId, property, unitTypeId: unitTypes[0]!.id, units, ratePlanId: ratePlan.id };
}

export async function createHostBookingsWorld() {
  const clock = { now: bookingsToday };
  const t: TestApp = await createTestApp({ now: () => clock.now });
  const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => clock.now });
  const token = await consoleToken(t.app, t.db);
  const call: HostCall = hostCaller(t.app, token);
  const stamp = `${Date.now().toString(36)}-${(worlds += 1)}`;
  const session = await signUpHost(call, t.db, { email: `bookings-${stamp}@example.test`, name: 'Olga Owner' });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Bookings host', brandName: 'Bookings brand', brandAlias: `bookings-${stamp}` }, session)).json();
  const otherSession = await signUpHost(call, t.db, { email: `bookings-other-${stamp}@example.test` });
  const other = (await call('POST', '/apis/host/organizations', { name: 'Other host', brandName: 'Other brand', brandAlias: `bookings-other-${stamp}` }, otherSession)).json();
  const listing = await createListing(t.db, organization.id, organization.brands[0].id, 'Casa Azul', 6);
  const otherListing = await createListing(t.db, other.id, other.brands[0].id, 'Elsewhere', 1);
  const session0 = session;
  const sessions = new Map<HostRole, string>([['owner', session]]);
  for (const role of ['front_desk', 'housekeeping', 'accountant'] as const) {
    const roleSession = await signUpHost(call, t.db, { email: `bookings-${role.replace('_', '-')}-${stamp}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, roleSession)).json();
    await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: me.user.id, role });
    sessions.set(role, roleSession);
  }
  let nextUnit = 0;

  // A booking on its own unit (so any dates fit), with its guests (the first is the booker).
  async function book(input: { checkIn: string; checkOut: string; guests?: GuestInput[]; on?: Listing } & Record<string, unknown>) {
    const { checkIn, checkOut, guests: people = [], on = listing, ...overrides } = input;
    const unit = on === listing ? listing.units[nextUnit++ % listing.units.length]! : on.units[0]!;
    const { booking } = await createBooking(t.db, {
      brand: { id: on.brandId },
      property: on.property,
      unitType: { id: on.unitTypeId },
      unit,
      ratePlan: { id: on.ratePlanId },
      checkIn,
      checkOut,
      ...overrides,
    });
    for (const [position, person] of people.entries()) {
      await t.db.insert(guests).values({ organizationId: on.organizationId, bookingId: booking.id, isBooker: position === 0, position, ...person });
    }
    return booking;
  }

  // A signed agreement with its PDF, as the check-in's terms step leaves it.
  async function signAgreement(bookingId: number) {
    const [template] = await t.db.insert(agreementTemplates).values({ organizationId: organization.id, name: 'House terms' }).returning();
    const [version] = await t.db.insert(agreementVersions).values({ organizationId: organization.id, templateId: template!.id, version: 1, body: 'Terms' }).returning();
    const pdf = await storeDocument(bookingId, 'agreement_pdf');
    await t.db.insert(agreementSignatures).values({
      organizationId: organization.id,
      bookingId,
      agreementVersionId: version!.id,
      signerEmail: 'ana@example.test',
      signerName: 'Ana Silva',
      signatureKind: 'typed',
      typedSignature: 'Ana Silva',
      pdfDocumentId: pdf.id,
      renderedBody: 'Terms',
      contentHash: 'hash',
    });
  }

  async function storeDocument(bookingId: number, kind: 'id_document' | 'agreement_pdf', organizationId = organization.id) {
    const bytes = kind === 'agreement_pdf' ? sampleFiles.pdf() : sampleFiles.jpeg();
    const allowedTypes = kind === 'agreement_pdf' ? ['application/pdf'] : ['image/jpeg'];
    return services.documents.store({ organizationId, bookingId, kind, bytes, allowedTypes, maxBytes: 5_000_000, field: 'file', encrypt: kind === 'id_document', retainUntil: null });
  }

  return {
    ...t,
    clock,
    call,
    session,
    sessions,
    organizationId: organization.id as number,
    base: `/apis/host/organizations/${organization.id}/bookings`,
    listing,
    other: { session: otherSession, organizationId: other.id as number, listing: otherListing, base: `/apis/host/organizations/${other.id}/bookings` },
    // A GET whose answer is read as bytes (files), as the given person.
    download: (url: string, session: string = session0) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-direct-client-address': '203.0.113.10', 'x-direct-host-session': session } }),
    book,
    signAgreement,
    storeDocument,
    audits: async (action: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, organization.id), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id)),
  };
}

export type HostBookingsWorld = Awaited<ReturnType<typeof createHostBookingsWorld>>;
