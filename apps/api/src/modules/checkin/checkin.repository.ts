import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { bookingCheckinSteps, bookings, checkinSettings, cities, countries, guests, properties, queryRows, writeBookingWebhookEvent, type Database } from '@direct/db';
import type { ArrivalWindowRule, GuestDetails } from '@direct/domain';
import type { CheckinStep } from './checkin-ports.ts';

// The check-in domain's own rows: the host's required steps, each booking's step states and its
// readiness, the property's country and the guests registered for a booking.

export const defaultRequiredSteps: readonly CheckinStep[] = ['general_info', 'guest_info', 'payment'];

export type StepRow = { step: CheckinStep; status: 'pending' | 'completed' | 'skipped'; completedAt: Date | null };

export type CheckinRepository = ReturnType<typeof createCheckinRepository>;

type GuestRow = typeof guests.$inferSelect;

const toDetails = (row: GuestRow): GuestDetails => ({
  title: row.title,
  first_name: row.firstName,
  middle_name: row.middleName,
  last_name: row.lastName,
  second_last_name: row.secondLastName,
  gender: row.gender,
  date_of_birth: row.dateOfBirth,
  age: row.age,
  is_adult: row.isAdult,
  birth_country: row.birthCountry,
  birth_place: row.birthPlace,
  nationality: row.nationality,
  document_type: row.documentType as GuestDetails['document_type'],
  passport_number: row.passportNumber,
  document_support_number: row.documentSupportNumber,
  passport_expiry: row.passportExpiry,
  document_issuing_country: row.documentIssuingCountry,
  document_issue_place: row.documentIssuePlace,
  driving_licence: row.drivingLicence,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  country: row.country,
  mobile: row.mobile,
  email: row.email,
  kinship: row.kinship,
});

const toColumns = (guest: GuestDetails) => ({
  title: guest.title,
  firstName: guest.first_name,
  middleName: guest.middle_name,
  lastName: guest.last_name,
  secondLastName: guest.second_last_name,
  gender: guest.gender,
  dateOfBirth: guest.date_of_birth,
  age: guest.age,
  isAdult: guest.is_adult,
  birthCountry: guest.birth_country,
  birthPlace: guest.birth_place,
  nationality: guest.nationality,
  documentType: guest.document_type,
  passportNumber: guest.passport_number,
  documentSupportNumber: guest.document_support_number,
  passportExpiry: guest.passport_expiry,
  documentIssuingCountry: guest.document_issuing_country,
  documentIssuePlace: guest.document_issue_place,
  drivingLicence: guest.driving_licence,
  addressLine1: guest.address_line1,
  addressLine2: guest.address_line2,
  city: guest.city,
  state: guest.state,
  postalCode: guest.postal_code,
  country: guest.country,
  mobile: guest.mobile,
  email: guest.email,
  kinship: guest.kinship,
});

export function createCheckinRepository(db: Database) {
  return {
    /** The arrival window the host set for the booking's property; null when none (any time). */
    async arrivalWindow(organizationId: number, bookingId: number): Promise<ArrivalWindowRule | null> {
      const [row] = await queryRows<{ earliestArrival: string | null; latestArrival: string | null; slotMinutes: number | null; departureBy: string | null }>(
        db,
        sql`select to_char(s.arrival_earliest, 'HH24:MI') as "earliestArrival", to_char(s.arrival_latest, 'HH24:MI') as "latestArrival",
                   s.arrival_slot_minutes as "slotMinutes", to_char(s.departure_latest, 'HH24:MI') as "departureBy"
            from bookings b join ${checkinSettings} s on s.property_id = b.property_id and s.organization_id = b.organization_id
            where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
      );
      if (!row || row.earliestArrival === null || row.latestArrival === null || row.slotMinutes === null || row.departureBy === null) return null;
      return { earliestArrival: row.earliestArrival, latestArrival: row.latestArrival, slotMinutes: row.slotMinutes, departureBy: row.departureBy };
    },

    async requiredSteps(organizationId: number, propertyId: number): Promise<readonly CheckinStep[]> {
      const [row] = await db
        .select({ steps: checkinSettings.requiredSteps })
        .from(checkinSettings)
        .where(and(eq(checkinSettings.organizationId, organizationId), eq(checkinSettings.propertyId, propertyId)));
      return row ? row.steps : defaultRequiredSteps;
    },

    async stepRows(organizationId: number, bookingId: number): Promise<StepRow[]> {
      return db
        .select({ step: bookingCheckinSteps.step, status: bookingCheckinSteps.status, completedAt: bookingCheckinSteps.completedAt })
        .from(bookingCheckinSteps)
        .where(and(eq(bookingCheckinSteps.organizationId, organizationId), eq(bookingCheckinSteps.bookingId, bookingId)));
    },

    async setStep(organizationId: number, bookingId: number, step: CheckinStep, completed: boolean, now: Date): Promise<void> {
      const status = completed ? ('completed' as const) : ('pending' as const);
      await db
        .insert(bookingCheckinSteps)
        .values({ organizationId, bookingId, step, status, completedAt: completed ? now : null })
        .onConflictDoUpdate({
          target: [bookingCheckinSteps.bookingId, bookingCheckinSteps.step, bookingCheckinSteps.organizationId],
          // A step completed again keeps its first completion time.
          set: completed
            ? { status, completedAt: sql`coalesce(${bookingCheckinSteps.completedAt}, ${now.toISOString()}::timestamptz)` }
            : { status, completedAt: null },
          setWhere: eq(bookingCheckinSteps.organizationId, organizationId),
        });
    },

    // Payment is derived, never trusted from a stored row: confirmed, and every instalment due by
    // today paid (cancelled parts don't count).
    async paymentSettled(organizationId: number, bookingId: number, today: string): Promise<boolean> {
      const [row] = await queryRows<{ settled: boolean }>(
        db,
        sql`select b.status in ('confirmed', 'completed') and not exists (
              select 1 from instalments i where i.organization_id = ${organizationId} and i.booking_id = b.id
                and i.status not in ('paid', 'cancelled') and i.due_date <= ${today}::date) as settled
            from bookings b where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
      );
      return row?.settled ?? false;
    },

    async readyAt(organizationId: number, bookingId: number): Promise<{ propertyId: number; checkinReadyAt: Date | null } | undefined> {
      const [row] = await db
        .select({ propertyId: bookings.propertyId, checkinReadyAt: bookings.checkinReadyAt })
        .from(bookings)
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
      return row;
    },

    // Becoming ready is the check-in's completion: its webhook event is written with it, once
    // (a concurrent second call finds checkin_ready_at already set).
    async setReadyAt(organizationId: number, bookingId: number, readyAt: Date | null): Promise<void> {
      const booking = and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId));
      if (!readyAt) {
        await db.update(bookings).set({ checkinReadyAt: null }).where(booking);
        return;
      }
      await db.transaction(async (tx) => {
        const updated = await tx.update(bookings).set({ checkinReadyAt: readyAt }).where(and(booking, isNull(bookings.checkinReadyAt))).returning({ id: bookings.id });
        if (updated.length > 0) await writeBookingWebhookEvent(tx, { organizationId, bookingId, type: 'checkin.completed', extra: { checkin_completed_at: readyAt.toISOString() } });
      });
    },

    async propertyCountry(organizationId: number, propertyId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: countries.code })
        .from(properties)
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)));
      return row?.code ?? null;
    },

    async guests(organizationId: number, bookingId: number): Promise<(GuestDetails & { isBooker: boolean })[]> {
      const rows = await db
        .select()
        .from(guests)
        .where(and(eq(guests.organizationId, organizationId), eq(guests.bookingId, bookingId)))
        .orderBy(sql`${guests.isBooker} desc`, asc(guests.position), asc(guests.id));
      return rows.map((row) => ({ ...toDetails(row), isBooker: row.isBooker }));
    },

    // The booker's row is updated in place (its id is what other records point at); the other
    // guests are replaced.
    async replaceGuests(organizationId: number, bookingId: number, list: readonly GuestDetails[], now: Date): Promise<void> {
      const [booker, ...others] = list;
      if (!booker) return;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(guests)
          .set({ ...toColumns(booker), isAdult: true, position: 0, updatedAt: now })
          .where(and(eq(guests.organizationId, organizationId), eq(guests.bookingId, bookingId), eq(guests.isBooker, true)))
          .returning({ id: guests.id });
        if (updated.length === 0) await tx.insert(guests).values({ organizationId, bookingId, isBooker: true, position: 0, ...toColumns(booker), isAdult: true });
        await tx.delete(guests).where(and(eq(guests.organizationId, organizationId), eq(guests.bookingId, bookingId), ne(guests.isBooker, true)));
        if (others.length > 0) {
          await tx.insert(guests).values(others.map((guest, index) => ({ organizationId, bookingId, isBooker: false, position: index + 1, ...toColumns(guest), createdAt: now, updatedAt: now })));
        }
      });
    },
  };
}
