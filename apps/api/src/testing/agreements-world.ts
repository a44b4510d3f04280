import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agreementTemplates, agreementVersions, checkinSettings, guests, type Database } from '@direct/db';
import { counterPer, createBookableProperty, createBooking } from '@direct/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';
import { createBookingAccess } from '../modules/bookings/booking-access.ts';

// The agreement tests' world: the app as wired in services.ts (private documents in a temporary
// folder, the real check-in progress) on a movable clock, and confirmed bookings on a property
// whose check-in requires terms.

export const startNow = new Date('2026-03-10T12:00:00Z');

export const templateBody = `Agreement between {{hostName}} and {{guestName}} for {{propertyName}}, {{propertyAddress}}.
From {{checkIn}} ({{checkInTime}}) to {{checkOut}} ({{checkOutTime}}), up to {{maxGuests}} guests, deposit {{depositAmount}}, rate {{ratePlanName}}.
Signed on {{signedAt}}.`;

export async function createAgreementsTestApp() {
  const filesDir = await mkdtemp(join(tmpdir(), 'agreement-files-'));
  const clock = { now: startNow };
  const t = await createTestApp({ env: { FILES_DIR: filesDir }, now: () => clock.now });
  const { app, db, config } = t;
  await insertClient(db, { clientId: 'agreements-site', secret: 'agreements-secret' });
  const authorization = `Bearer ${await requestToken(app, 'agreements-site', 'agreements-secret')}`;
  const access = createBookingAccess(config.tokenSigningSecret);
  return {
    app,
    db,
    clock,
    access,
    get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: { authorization } }),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as string }),
    close: async () => {
      await t.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type AgreementsTestApp = Awaited<ReturnType<typeof createAgreementsTestApp>>;

// Each booking four days after the last one on the same database.
const stayOffsets = counterPer<Database>();

/** A host with a template (English and German versions) and a property that requires terms. */
export async function createAgreementListing(db: Database, options: { withTemplate?: boolean } = {}) {
  const listing = await createBookableProperty(db, { from: '2026-03-01', to: '2026-12-31', units: 3, property: { addressLine1: 'Rua Augusta 10', postalCode: '1100-053' } });
  const organizationId = listing.property.organizationId;
  let templateId: number | null = null;
  if (options.withTemplate !== false) {
    const [template] = await db.insert(agreementTemplates).values({ organizationId, name: 'Test rental agreement' }).returning();
    templateId = template!.id;
    await db.insert(agreementVersions).values([
      { organizationId, templateId, version: 1, language: 'en', body: templateBody, publishedAt: new Date('2026-01-01T00:00:00Z') },
      { organizationId, templateId, version: 1, language: 'de', body: `Vertrag: ${templateBody}`, publishedAt: new Date('2026-01-01T00:00:00Z') },
    ]);
  }
  await db.insert(checkinSettings).values({
    propertyId: listing.property.id,
    organizationId,
    requiredSteps: ['general_info', 'guest_info', 'terms', 'payment'],
    depositAmountMinor: 25_000,
    agreementTemplateId: templateId,
  });
  return { ...listing, templateId };
}

export type AgreementListing = Awaited<ReturnType<typeof createAgreementListing>>;

/** A confirmed booking with its booker, and the token of its links. */
export async function createSignableBooking(t: AgreementsTestApp, listing: AgreementListing, options: { language?: string; status?: 'confirmed' | 'pending_payment'; email?: string } = {}) {
  const stayOffset = stayOffsets(t.db, 4);
  const day = (n: number) => new Date(Date.UTC(2026, 4, 1 + n)).toISOString().slice(0, 10);
  const unit = listing.units[stayOffset % listing.units.length]!;
  const { booking } = await createBooking(t.db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit,
    ratePlan: listing.ratePlan,
    checkIn: day(stayOffset),
    checkOut: day(stayOffset + 3),
    language: options.language ?? 'en',
    status: options.status ?? 'confirmed',
  });
  const email = options.email ?? `guest${booking.id}@example.test`;
  await t.db.insert(guests).values({ organizationId: booking.organizationId, bookingId: booking.id, isBooker: true, firstName: 'Ana', lastName: 'Silva', email });
  return { booking, email, token: t.access.tokenFor(booking) };
}
