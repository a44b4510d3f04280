import { randomBytes } from 'node:crypto';
import { checkinSettings, countries, guests, type Database } from '@direct/db';
import { counterPer, createBookableProperty, createBooking, createCity } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { createBookingAccess } from '../modules/bookings/booking-access.ts';

// Bookings for the identity tests: a confirmed stay on a property in a given country, its check-in
// settings, adult guests and a valid access token; and multipart bodies as browsers send them.

const dayOffsets = counterPer<Database>();
const countryIds = new WeakMap<Database, Map<string, Promise<number>>>();

function countryId(db: Database, code: string): Promise<number> {
  let ids = countryIds.get(db);
  if (!ids) countryIds.set(db, (ids = new Map()));
  let id = ids.get(code);
  if (!id) {
    id = (async () => {
      const [existing] = await db.select().from(countries).where(eq(countries.code, code));
      if (existing) return existing.id;
      const [row] = await db.insert(countries).values({ code, name: `Country ${code}` }).returning();
      return row!.id;
    })();
    ids.set(code, id);
  }
  return id;
}

export async function createIdentityBooking(
  db: Database,
  signingSecret: string,
  options: { country?: string; adults?: number; steps?: ('identity' | 'payment')[]; status?: 'confirmed' | 'pending_payment'; retentionDays?: number } = {},
) {
  const dayOffset = dayOffsets(db, 4);
  const start = new Date(Date.UTC(2026, 4, 1 + dayOffset));
  const checkIn = start.toISOString().slice(0, 10);
  const checkOut = new Date(start.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const city = await createCity(db, { countryId: await countryId(db, options.country ?? 'PT'), timezone: 'Europe/Lisbon' });
  const listing = await createBookableProperty(db, { from: checkIn, to: checkOut, property: { cityId: city.id } });
  const adults = options.adults ?? 2;
  const { booking } = await createBooking(db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit: listing.units[0]!,
    ratePlan: listing.ratePlan,
    checkIn,
    checkOut,
    adults,
    status: options.status ?? 'confirmed',
    accessSecret: randomBytes(16).toString('hex'),
  });
  await db.insert(checkinSettings).values({
    propertyId: listing.property.id,
    organizationId: listing.property.organizationId,
    requiredSteps: options.steps ?? ['identity', 'payment'],
    identityRetentionDays: options.retentionDays ?? 30,
  });
  const rows = await db
    .insert(guests)
    .values(
      Array.from({ length: adults }, (_, index) => ({
        organizationId: booking.organizationId,
        bookingId: booking.id,
        isBooker: index === 0,
        position: index,
        firstName: index === 0 ? 'Ana' : `Guest${index + 1}`,
        lastName: 'Silva',
        email: index === 0 ? 'ana@example.test' : null,
      })),
    )
    .returning();
  const token = createBookingAccess(signingSecret).tokenFor(booking);
  return { booking, token, guests: rows, listing };
}

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Uint8Array };

/** A multipart/form-data body and its content type. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----identity${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType}\r\n\r\n`));
      chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
