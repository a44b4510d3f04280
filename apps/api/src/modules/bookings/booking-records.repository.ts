import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookingStatus, InstalmentStatus } from '@direct/domain';
import { bookings, brands, guests, globalImages, instalments, properties, queryRows, ratePlans, unitTypes, type Database } from '@direct/db';
import { emailBrandOf, type EmailBrand } from '../email/email-ports.ts';
import type { StoredQuote } from './booking-holds.repository.ts';

// Reading bookings back: the full record behind the payment page, emails and ports, and the
// booker's other bookings on a brand.

export type InstalmentRecord = {
  id: number;
  sequence: number;
  amountMinor: number;
  currency: string;
  dueDate: string;
  status: InstalmentStatus;
  paidAt: Date | null;
};

export type BookingRecord = {
  id: number;
  organizationId: number;
  brandId: number;
  brandName: string;
  // Name, logo, colours and contact for the branded emails.
  brand: EmailBrand;
  code: string;
  accessSecret: string;
  status: BookingStatus;
  propertyId: number;
  unitTypeId: number;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  holdExpiresAt: Date | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  language: string;
  siteOrigin: string | null;
  voucherId: number | null;
  createdAt: Date;
  quote: StoredQuote;
  propertyName: string;
  unitTypeName: string;
  ratePlanName: string;
  guest: { firstName: string; lastName: string; email: string; phone: string | null };
  instalments: InstalmentRecord[];
};

export type RelatedRow = { id: number; code: string; status: BookingRecord['status']; propertyName: string; checkIn: string; checkOut: string; guestName: string; totalMinor: number; currency: string };

export type BookingRecordsRepository = ReturnType<typeof createBookingRecordsRepository>;

export function createBookingRecordsRepository(db: Database) {
  async function load(organizationId: number, where: ReturnType<typeof eq>): Promise<BookingRecord | undefined> {
    const [row] = await db
      .select({
        booking: bookings,
        brandName: brands.name,
        brandTheme: brands.theme,
        logoImageId: brands.logoImageId,
        logoStorageKey: globalImages.storageKey,
        contactEmail: brands.contactEmail,
        contactPhone: brands.contactPhone,
        propertyName: properties.name,
        unitTypeName: unitTypes.name,
        ratePlanName: ratePlans.name,
      })
      .from(bookings)
      .innerJoin(brands, eq(brands.id, bookings.brandId))
      .leftJoin(globalImages, eq(globalImages.id, brands.logoImageId))
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
      .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId))
      .where(and(eq(bookings.organizationId, organizationId), where));
    if (!row) return undefined;
    const b = row.booking;
    const [booker] = await db
      .select()
      .from(guests)
      .where(and(eq(guests.organizationId, organizationId), eq(guests.bookingId, b.id), eq(guests.isBooker, true)))
      .limit(1);
    const parts = await db
      .select({ id: instalments.id, sequence: instalments.sequence, amountMinor: instalments.amountMinor, currency: instalments.currency, dueDate: instalments.dueDate, status: instalments.status, paidAt: instalments.paidAt })
      .from(instalments)
      .where(and(eq(instalments.organizationId, organizationId), eq(instalments.bookingId, b.id)))
      .orderBy(asc(instalments.sequence));
    return {
      id: b.id,
      organizationId: b.organizationId,
      brandId: b.brandId,
      brandName: row.brandName,
      brand: emailBrandOf({ name: row.brandName, theme: row.brandTheme, logoImageId: row.logoImageId, logoStorageKey: row.logoStorageKey, contactEmail: row.contactEmail, contactPhone: row.contactPhone }, b.siteOrigin),
      code: b.code,
      accessSecret: b.accessSecret,
      status: b.status,
      propertyId: b.propertyId,
      unitTypeId: b.unitTypeId,
      currency: b.currency,
      totalMinor: b.totalMinor,
      paidMinor: b.paidMinor,
      holdExpiresAt: b.holdExpiresAt,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      adults: b.adults,
      children: b.children,
      language: b.language,
      siteOrigin: b.siteOrigin,
      voucherId: b.voucherId,
      createdAt: b.createdAt,
      quote: b.quote as StoredQuote,
      propertyName: row.propertyName,
      unitTypeName: row.unitTypeName,
      ratePlanName: row.ratePlanName,
      guest: { firstName: booker?.firstName ?? '', lastName: booker?.lastName ?? '', email: booker?.email ?? '', phone: booker?.mobile ?? null },
      instalments: parts,
    };
  }

  return {
    byId: (organizationId: number, bookingId: number) => load(organizationId, eq(bookings.id, bookingId)),

    // The one lookup without a tenant: a booking code is global and is what a link carries. It
    // answers only the host, so the caller can check the token and load within that host.
    async hostOfCode(code: string): Promise<{ id: number; organizationId: number; brandId: number } | undefined> {
      const [row] = await db.select({ id: bookings.id, organizationId: bookings.organizationId, brandId: bookings.brandId }).from(bookings).where(eq(bookings.code, code));
      return row;
    },

    async organizationOf(brandId: number, bookingId: number): Promise<number | undefined> {
      const [row] = await db.select({ organizationId: bookings.organizationId }).from(bookings).where(and(eq(bookings.brandId, brandId), eq(bookings.id, bookingId)));
      return row?.organizationId;
    },

    // The booker's bookings on a brand (the same booker email), most recent stays first.
    async relatedOnBrand(brandId: number, email: string): Promise<RelatedRow[]> {
      return queryRows<RelatedRow>(
        db,
        sql`select b.id, b.code, b.status, p.name as "propertyName", b.check_in::text as "checkIn", b.check_out::text as "checkOut",
              trim(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')) as "guestName", b.total_minor as "totalMinor", b.currency
            from bookings b join guests g on g.booking_id = b.id and g.is_booker join properties p on p.id = b.property_id
            where b.brand_id = ${brandId} and lower(g.email) = lower(${email})
            order by b.check_in desc, b.id desc limit 50`,
      );
    },
  };
}
