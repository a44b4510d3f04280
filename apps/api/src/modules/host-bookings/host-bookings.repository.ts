import { bookings, guests, properties, type Database } from '@direct/db';
import type { HostBookingExportQuery } from '@direct/contracts';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';

// The organization's bookings as the list and its CSV read them. Every method takes the
// organization it acts for; the filters are the list's, the same for the page and the file.

export type HostBookingsRepository = ReturnType<typeof createHostBookingsRepository>;
export type BookingFilters = Omit<HostBookingExportQuery, 'sort'>;
export type BookingSort = HostBookingExportQuery['sort'];

// `%` and `_` typed by the host are letters to find, not patterns.
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Any guest of the booking (not only the booker) is found by name or email. Written out in full:
// Drizzle leaves columns unqualified inside a subquery, which would name the guests' own id.
function guestMatches(pattern: string): SQL {
  return sql`exists (select 1 from guests g where g.booking_id = "bookings"."id" and (
    lower(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')) like ${pattern}
    or lower(coalesce(g.email, '')) like ${pattern}))`;
}

function filterOf(organizationId: number, filters: BookingFilters): SQL {
  const conditions: SQL[] = [eq(bookings.organizationId, organizationId)];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.arrivalFrom) conditions.push(gte(bookings.checkIn, filters.arrivalFrom));
  if (filters.arrivalTo) conditions.push(lte(bookings.checkIn, filters.arrivalTo));
  if (filters.departureFrom) conditions.push(gte(bookings.checkOut, filters.departureFrom));
  if (filters.departureTo) conditions.push(lte(bookings.checkOut, filters.departureTo));
  if (filters.propertyId) conditions.push(eq(bookings.propertyId, filters.propertyId));
  if (filters.source) conditions.push(eq(bookings.source, filters.source));
  if (filters.unpaid !== undefined) conditions.push(filters.unpaid ? sql`${bookings.paidMinor} < ${bookings.totalMinor}` : sql`${bookings.paidMinor} >= ${bookings.totalMinor}`);
  if (filters.checkinReady !== undefined) conditions.push(filters.checkinReady ? sql`${bookings.checkinReadyAt} is not null` : sql`${bookings.checkinReadyAt} is null`);
  if (filters.q) {
    const pattern = likeText(filters.q);
    conditions.push(sql`(lower(${bookings.code}) like ${pattern} or ${guestMatches(pattern)})`);
  }
  return and(...conditions)!;
}

const sortColumns = {
  check_in: bookings.checkIn,
  check_out: bookings.checkOut,
  created: bookings.createdAt,
  total: bookings.totalMinor,
  code: bookings.code,
} as const;

function orderOf(sort: BookingSort): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  // The id breaks ties, so pages never repeat or skip a booking.
  return descending ? [desc(column), desc(bookings.id)] : [asc(column), asc(bookings.id)];
}

const listColumns = {
  id: bookings.id,
  code: bookings.code,
  status: bookings.status,
  source: bookings.source,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  propertyId: bookings.propertyId,
  propertyName: properties.name,
  firstName: guests.firstName,
  lastName: guests.lastName,
  email: guests.email,
  adults: bookings.adults,
  children: bookings.children,
  currency: bookings.currency,
  totalMinor: bookings.totalMinor,
  paidMinor: bookings.paidMinor,
  checkinReadyAt: bookings.checkinReadyAt,
  createdAt: bookings.createdAt,
};

function selectRows(db: Database, organizationId: number, filters: BookingFilters, sort: BookingSort) {
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(properties, and(eq(properties.id, bookings.propertyId), eq(properties.organizationId, organizationId)))
    // The booker is the guest the booking was made with (one per booking).
    .leftJoin(guests, and(eq(guests.bookingId, bookings.id), eq(guests.isBooker, true), eq(guests.organizationId, organizationId)))
    .where(filterOf(organizationId, filters))
    .orderBy(...orderOf(sort))
    .$dynamic();
}

export type BookingListRow = Awaited<ReturnType<typeof selectRows>>[number];

export function createHostBookingsRepository(db: Database) {
  return {
    async page(organizationId: number, filters: BookingFilters, sort: BookingSort, page: number, limit: number): Promise<{ rows: BookingListRow[]; total: number }> {
      const [list, [counted]] = await Promise.all([
        selectRows(db, organizationId, filters, sort)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(bookings).where(filterOf(organizationId, filters)),
      ]);
      return { rows: list, total: counted?.total ?? 0 };
    },

    // The whole filtered list for the CSV; capped so one request can't make an unbounded file.
    async all(organizationId: number, filters: BookingFilters, sort: BookingSort, cap: number): Promise<BookingListRow[]> {
      return selectRows(db, organizationId, filters, sort).limit(cap);
    },
  };
}
