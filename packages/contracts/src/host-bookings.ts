import { bookingStatuses, instalmentStatuses } from '@direct/domain/booking-status';
import { z } from 'zod';
import { FlagParam, limitParam, PageParam } from './catalog-query.ts';
import { registrationFormats } from './checkin.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';

// The host's bookings as the console lists and opens them: a filtered, searchable list (and the
// same list as CSV), a booking's page with its money, check-in state and timeline, the guests'
// registration data (guests:read only), the signed agreement, ID documents through short-lived
// signed links, and the guest-registration files for Spain, Italy and Portugal.

export const hostBookingSourceValues = ['website', 'phone', 'email', 'walk_in', 'api', 'channel'] as const;
export const hostBookingSortValues = ['check_in', '-check_in', 'check_out', '-check_out', 'created', '-created', 'total', '-total', 'code', '-code'] as const;

const IdPath = z.coerce.number().int().min(1).max(maxInt4);
const IsoDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a calendar date');

export const HostBookingParams = OrganizationParams.extend({ bookingId: IdPath });
export const HostBookingDocumentParams = HostBookingParams.extend({ documentId: IdPath });

// The filters the list and its CSV share.
const bookingFilters = {
  status: z.enum(bookingStatuses).optional().describe('Only bookings in this status'),
  arrivalFrom: IsoDateParam.optional().describe('Arrival on or after this date'),
  arrivalTo: IsoDateParam.optional().describe('Arrival on or before this date'),
  departureFrom: IsoDateParam.optional().describe('Departure on or after this date'),
  departureTo: IsoDateParam.optional().describe('Departure on or before this date'),
  propertyId: IdPath.optional().describe('Only this property'),
  source: z.enum(hostBookingSourceValues).optional().describe('Where the booking came from'),
  unpaid: FlagParam.optional().describe('Only bookings with something left to pay (true) or fully paid (false)'),
  checkinReady: FlagParam.optional().describe('Only bookings whose online check-in is complete (true) or not (false)'),
  q: z.string().trim().max(100).optional().describe('Booking code, guest name or guest email (any case)'),
  sort: z.enum(hostBookingSortValues).default('-check_in').describe('check_in, check_out, created, total or code; a leading "-" sorts descending'),
};

export const HostBookingListQuery = z.strictObject({ ...bookingFilters, page: PageParam.optional(), limit: limitParam(25, 100) });
export type HostBookingListQuery = z.infer<typeof HostBookingListQuery>;
export const HostBookingExportQuery = z.strictObject(bookingFilters);
export type HostBookingExportQuery = z.infer<typeof HostBookingExportQuery>;

const Status = z.enum(bookingStatuses);
const Source = z.enum(hostBookingSourceValues);
const Timestamp = z.iso.datetime({ offset: true });

export const HostBookingListItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: Status,
    source: Source,
    checkIn: z.string(),
    checkOut: z.string(),
    property: z.object({ id: z.number().int(), name: z.string() }),
    guestName: z.string(),
    guestEmail: z.string().nullable(),
    adults: z.number().int(),
    children: z.number().int(),
    currency: z.string(),
    totalMinor: z.number().int(),
    paidMinor: z.number().int(),
    checkinReady: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'HostBookingListItem' });
export type HostBookingListItem = z.infer<typeof HostBookingListItem>;

export const HostBookingPage = z
  .object({ data: z.array(HostBookingListItem), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostBookingPage' });
export type HostBookingPage = z.infer<typeof HostBookingPage>;

// One thing that happened to a booking. `kind` names it (e.g. requested, confirmed, payment,
// refund, checkin_step, email, deposit_authorized, or any booking_events kind other modules
// write); `data` carries what its sentence needs (amounts in minor units, step names, reasons).
export const HostBookingTimelineEntry = z
  .object({
    at: Timestamp,
    kind: z.string(),
    origin: z.enum(['booking', 'request', 'payment', 'checkin', 'email', 'deposit', 'event']),
    actor: z.object({ kind: z.enum(['guest', 'user', 'client', 'system']), name: z.string().nullable() }).nullable(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'HostBookingTimelineEntry' });
export type HostBookingTimelineEntry = z.infer<typeof HostBookingTimelineEntry>;

export const HostBooking = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: Status,
    source: Source,
    language: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    pets: z.number().int(),
    arrivalTime: z.string().nullable(),
    property: z.object({ id: z.number().int(), name: z.string() }),
    unitType: z.object({ id: z.number().int(), name: z.string() }),
    units: z.array(z.object({ id: z.number().int(), name: z.string() })),
    ratePlan: z.object({ id: z.number().int(), name: z.string() }),
    booker: z.object({ name: z.string(), email: z.string().nullable() }),
    money: z.object({
      currency: z.string(),
      totalMinor: z.number().int(),
      paidMinor: z.number().int(),
      balanceMinor: z.number().int(),
      lines: z.array(z.object({ kind: z.string(), label: z.string(), amountMinor: z.number().int() })),
    }),
    instalments: z.array(z.object({ sequence: z.number().int(), amountMinor: z.number().int(), dueDate: z.string(), status: z.enum(instalmentStatuses), paidAt: Timestamp.nullable() })),
    payments: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['charge', 'refund']),
        status: z.string(),
        provider: z.string(),
        amountMinor: z.number().int(),
        at: Timestamp,
      }),
    ),
    deposit: z
      .object({ status: z.string(), amountMinor: z.number().int(), capturedMinor: z.number().int(), scheduledFor: Timestamp, releaseAfter: Timestamp })
      .nullable(),
    checkin: z.object({
      readyAt: Timestamp.nullable(),
      steps: z.array(z.object({ step: z.string(), status: z.enum(['pending', 'completed', 'skipped']), completedAt: Timestamp.nullable() })),
    }),
    agreement: z.object({ signedAt: Timestamp, signerName: z.string(), hasPdf: z.boolean() }).nullable(),
    holdExpiresAt: Timestamp.nullable(),
    confirmedAt: Timestamp.nullable(),
    cancelledAt: Timestamp.nullable(),
    cancelReason: z.string().nullable(),
    createdAt: Timestamp,
    timeline: z.array(HostBookingTimelineEntry),
  })
  .meta({ id: 'HostBooking' });
export type HostBooking = z.infer<typeof HostBooking>;

export const HostBookingGuest = z
  .object({
    id: z.number().int(),
    isBooker: z.boolean(),
    isAdult: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    secondLastName: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    gender: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    nationality: z.string().nullable(),
    documentType: z.string().nullable(),
    documentNumber: z.string().nullable(),
    documentIssuingCountry: z.string().nullable(),
    documentExpiry: z.string().nullable(),
    birthPlace: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'HostBookingGuest' });
export type HostBookingGuest = z.infer<typeof HostBookingGuest>;

export const HostBookingDocument = z
  .object({
    id: z.number().int(),
    kind: z.enum(['id_document', 'selfie']),
    guestId: z.number().int().nullable(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    createdAt: Timestamp,
    retainUntil: Timestamp.nullable(),
  })
  .meta({ id: 'HostBookingDocument' });

export const HostBookingGuests = z
  .object({ guests: z.array(HostBookingGuest), documents: z.array(HostBookingDocument) })
  .meta({ id: 'HostBookingGuests' });
export type HostBookingGuests = z.infer<typeof HostBookingGuests>;

export const HostDocumentLink = z
  .object({ path: z.string().describe('GET it with the same host access within 5 minutes'), token: z.string(), expiresAt: Timestamp })
  .meta({ id: 'HostDocumentLink' });
export type HostDocumentLink = z.infer<typeof HostDocumentLink>;

export const HostDocumentViewQuery = z.strictObject({ token: z.string().min(1).max(300) });
export const HostRegistrationExportQuery = z.strictObject({ format: z.enum(registrationFormats).describe('es_ses, it_alloggiati or pt_siba') });
