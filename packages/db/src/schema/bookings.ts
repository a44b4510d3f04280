import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookingStatuses } from '@direct/domain/booking-status';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';
import { addOns, vouchers } from './commerce.ts';
import { instalments } from './payments.ts';
import { properties, unitTypes, units } from './properties.ts';
import { ratePlans } from './rates.ts';
import { brands, organizations } from './tenancy.ts';

export const bookingStatus = pgEnum('booking_status', bookingStatuses);
export const purposeOfStay = pgEnum('purpose_of_stay', ['leisure', 'business', 'student']);
// Where a booking came from: the brand's site, a host who took it by phone, email or at the door,
// an API client, or a channel (the calendar sync brings those in).
export const bookingSources = ['website', 'phone', 'email', 'walk_in', 'api', 'channel'] as const;
export const bookingSource = pgEnum('booking_source', bookingSources);

export type QuoteSnapshot = {
  currency: string;
  nights: { date: string; priceMinor: number }[];
  lines: { kind: string; label: string; amountMinor: number }[];
  totalMinor: number;
};

export const bookings = pgTable(
  'bookings',
  {
    id: tenantId(),
    // Public booking code (spec's bookingCode), e.g. LS-7K3Q9P.
    code: text().notNull(),
    // Secret behind signed access links; never exposed by code alone.
    accessSecret: text().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    propertyId: integer().notNull(),
    unitTypeId: integer().notNull(),
    ratePlanId: integer().notNull(),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull().default(0),
    pets: smallint().notNull().default(0),
    isWorkTrip: boolean().notNull().default(false),
    status: bookingStatus().notNull().default('pending_payment'),
    currency: text().notNull(),
    totalMinor: integer().notNull(),
    paidMinor: integer().notNull().default(0),
    // The itemised quote the guest accepted; re-computed and compared at booking time.
    quote: jsonb().$type<QuoteSnapshot>().notNull(),
    voucherId: integer(),
    purposeOfStay: purposeOfStay(),
    arrivalTime: time(),
    departureTime: time(),
    holdExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    checkinReadyAt: timestamp({ withTimezone: true }),
    language: text().notNull().default('en'),
    // The brand site the guest booked on (checked against the brand's domains); links in emails use it.
    siteOrigin: text(),
    source: bookingSource().notNull().default('website'),
    // The guest agreed to hear from the host about this booking after it lapsed unpaid (the
    // lapsed-hold recovery email); false unless they ticked it.
    followUpConsent: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    // Codes are random and looked up alone (a guest's link); unique within the host's shard.
    uniqueIndex().on(t.code, t.organizationId),
    tenantForeignKey(t.organizationId, t.propertyId, properties),
    tenantForeignKey(t.organizationId, t.unitTypeId, unitTypes),
    tenantForeignKey(t.organizationId, t.ratePlanId, ratePlans),
    tenantForeignKey(t.organizationId, t.voucherId, vouchers),
    index().on(t.organizationId),
    index().on(t.organizationId, t.checkIn),
    index().on(t.organizationId, t.checkOut),
    index().on(t.brandId),
    index().on(t.propertyId, t.checkIn),
    index().on(t.status, t.holdExpiresAt),
    // "Is this rate plan in use?" (migration 0012).
    index().on(t.ratePlanId),
  ],
);

export const bookingRequestStatus = pgEnum('booking_request_status', ['accepted', 'rejected']);

// Every reservation attempt, including the ones that lost a race: audit trail and idempotency.
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    // The spec's source=bookingEngine.
    source: text().notNull().default('bookingEngine'),
    idempotencyKey: text(),
    // SHA-256 of the canonical request body: a reused Idempotency-Key must come with the same body.
    requestHash: text(),
    payload: jsonb().notNull(),
    status: bookingRequestStatus().notNull(),
    rejectionCode: text(),
    bookingId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex().on(t.brandId, t.idempotencyKey, t.organizationId),
    tenantForeignKey(t.organizationId, t.bookingId, bookings),
    index().on(t.organizationId),
  ],
);

export const bookingAddOns = pgTable(
  'booking_add_ons',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    addOnId: integer().notNull(),
    label: text().notNull(),
    quantity: smallint().notNull().default(1),
    amountMinor: integer().notNull(),
    slotTime: time(),
    // A time slot chosen during online check-in is paid by an instalment of its own (due that
    // day); null for add-ons of the original reservation. Migration 0006.
    instalmentId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.addOnId, addOns),
    tenantForeignKey(t.organizationId, t.instalmentId, instalments).onDelete('set null'),
    index().on(t.bookingId),
  ],
);

// One row per voucher use; a booking can use at most one voucher, once.
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    voucherId: integer().notNull(),
    bookingId: integer().notNull(),
    discountMinor: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex().on(t.bookingId, t.organizationId),
    tenantForeignKey(t.organizationId, t.voucherId, vouchers),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    index().on(t.voucherId),
  ],
);

export const allocationKind = pgEnum('allocation_kind', ['hold', 'stay', 'block']);
// Why a host closed a unit (blocks only).
// channel: a night another channel's calendar (iCal import, module channel-feeds) has taken.
export const blockReason = pgEnum('block_reason', ['owner_stay', 'maintenance', 'other', 'channel']);

// Which unit is occupied when. A GiST exclusion constraint (migration 0001) makes two live rows
// for one unit with overlapping [starts_on, ends_on) impossible; released rows no longer count.
export const unitAllocations = pgTable(
  'unit_allocations',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitId: integer().notNull(),
    // Null for a host's block (owner stay, maintenance).
    bookingId: integer(),
    kind: allocationKind().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    // Holds only: when the unpaid hold lapses.
    expiresAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    blockReason: blockReason(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.unitId, units).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    index().on(t.unitId, t.startsOn),
    index().on(t.bookingId),
    check('unit_allocations_block_reason', sql`${t.blockReason} is null or ${t.kind} = 'block'`),
  ],
);

export const guestGender = pgEnum('guest_gender', ['female', 'male', 'other', 'undisclosed']);

export const guests = pgTable(
  'guests',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    isBooker: boolean().notNull().default(false),
    isAdult: boolean().notNull().default(true),
    position: smallint().notNull().default(0),
    title: text(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    gender: guestGender(),
    dateOfBirth: date({ mode: 'string' }),
    age: smallint(),
    nationality: text(),
    passportNumber: text(),
    passportExpiry: date({ mode: 'string' }),
    // Issuing country and type for guest-registration exports (ES/IT/PT).
    documentType: text(),
    documentIssuingCountry: text(),
    // Guest-registration fields some authorities ask for (migration 0006): Spain's second
    // surname, DNI/NIE support number and kinship of minors; Italy's birth place and the place
    // a document was issued.
    secondLastName: text(),
    documentSupportNumber: text(),
    birthCountry: text(),
    birthPlace: text(),
    documentIssuePlace: text(),
    kinship: text(),
    drivingLicence: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text(),
    mobile: text(),
    email: text(),
    purposeOfStay: purposeOfStay(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    index().on(t.bookingId),
    index().on(t.organizationId),
  ],
);

export const bookingEventActorKind = pgEnum('booking_event_actor_kind', ['guest', 'user', 'client', 'system']);

// A booking's timeline: every change, payment, refund, message, email and deposit event a host
// should see on the booking's page, written in the same transaction as the change it records.
// What the timeline shows from other tables (check-in steps, emails) is read from them.
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    // e.g. 'dates_changed', 'payment_recorded', 'refund_issued', 'message_sent', 'deposit_captured'.
    kind: text().notNull(),
    actorKind: bookingEventActorKind().notNull(),
    actorId: text(),
    actorName: text(),
    // What happened, for the timeline's sentence (amounts in minor units, dates, reasons).
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    index().on(t.bookingId, t.createdAt),
    index().on(t.organizationId, t.createdAt),
  ],
);
