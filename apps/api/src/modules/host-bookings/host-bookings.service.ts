import type { HostBooking, HostBookingExportQuery, HostBookingListItem, HostBookingListQuery, HostBookingPage } from '@direct/contracts';
import { daysBetween } from '@direct/domain/dates';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../http/app-error.ts';
import type { SignedAgreements } from '../agreements/agreement-ports.ts';
import type { GuestRegistrationExports } from '../checkin/checkin-ports.ts';
import type { HostBookingDetailRepository } from './host-booking-detail.repository.ts';
import { bookingTimeline } from './host-booking-timeline.ts';
import type { BookingListRow, HostBookingsRepository } from './host-bookings.repository.ts';

export type HostBookingsService = ReturnType<typeof createHostBookingsService>;

// The most rows one CSV holds; a bigger export is narrowed with the filters.
export const maxExportRows = 10_000;

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
const nameOf = (guest: { firstName: string | null; lastName: string | null } | null | undefined) => [guest?.firstName, guest?.lastName].filter(Boolean).join(' ');

function listItem(row: BookingListRow): HostBookingListItem {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    source: row.source,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    property: { id: row.propertyId, name: row.propertyName },
    guestName: nameOf(row),
    guestEmail: row.email,
    adults: row.adults,
    children: row.children,
    currency: row.currency,
    totalMinor: row.totalMinor,
    paidMinor: row.paidMinor,
    checkinReady: row.checkinReadyAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
// such text gets a leading apostrophe. Numbers are written as numbers and never touched.
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const csvHeader = ['code', 'status', 'source', 'property', 'check_in', 'check_out', 'guest', 'email', 'adults', 'children', 'currency', 'total', 'paid', 'balance', 'checkin_ready', 'created_at'];
const amount = (minor: number) => (minor / 100).toFixed(2);

export function createHostBookingsService(options: {
  repository: HostBookingsRepository;
  detail: HostBookingDetailRepository;
  agreements: SignedAgreements;
  registrations: GuestRegistrationExports;
}) {
  const { repository, detail, agreements, registrations } = options;

  async function found(organizationId: number, bookingId: number) {
    const row = await detail.booking(organizationId, bookingId);
    if (!row) throw new AppError('not_found', 'There is no such booking.');
    return row;
  }

  return {
    found,

    async list(organizationId: number, query: HostBookingListQuery): Promise<HostBookingPage> {
      const { page = 1, limit, sort, ...filters } = query;
      const { rows, total } = await repository.page(organizationId, filters, sort, page, limit);
      return { data: rows.map(listItem), meta: { page, limit, total } };
    },

    async exportCsv(organizationId: number, query: HostBookingExportQuery): Promise<{ fileName: string; csv: string }> {
      const { sort, ...filters } = query;
      const rows = await repository.all(organizationId, filters, sort, maxExportRows);
      const csv = stringify(
        rows.map((row) => [
          row.code,
          row.status,
          row.source,
          row.propertyName,
          row.checkIn,
          row.checkOut,
          nameOf(row),
          row.email ?? '',
          row.adults,
          row.children,
          row.currency,
          amount(row.totalMinor),
          amount(row.paidMinor),
          amount(row.totalMinor - row.paidMinor),
          row.checkinReadyAt ? 'yes' : 'no',
          row.createdAt.toISOString(),
        ]),
        { header: true, columns: csvHeader, bom: true, record_delimiter: 'windows', cast: { string: neutralised } },
      );
      return { fileName: `bookings-${organizationId}.csv`, csv };
    },

    async booking(organizationId: number, bookingId: number): Promise<HostBooking> {
      const { booking, propertyName, unitTypeName, ratePlanName } = await found(organizationId, bookingId);
      const related = await detail.related(organizationId, bookingId);
      return {
        id: booking.id,
        code: booking.code,
        status: booking.status,
        source: booking.source,
        language: booking.language,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nights: daysBetween(booking.checkIn, booking.checkOut),
        adults: booking.adults,
        children: booking.children,
        pets: booking.pets,
        arrivalTime: booking.arrivalTime?.slice(0, 5) ?? null,
        property: { id: booking.propertyId, name: propertyName },
        unitType: { id: booking.unitTypeId, name: unitTypeName },
        units: related.units,
        ratePlan: { id: booking.ratePlanId, name: ratePlanName },
        booker: { name: nameOf(related.booker), email: related.booker?.email ?? null },
        money: {
          currency: booking.currency,
          totalMinor: booking.totalMinor,
          paidMinor: booking.paidMinor,
          balanceMinor: booking.totalMinor - booking.paidMinor,
          lines: booking.quote.lines.map(({ kind, label, amountMinor }) => ({ kind, label, amountMinor })),
        },
        instalments: related.instalments.map((row) => ({ sequence: row.sequence, amountMinor: row.amountMinor, dueDate: row.dueDate, status: row.status, paidAt: iso(row.paidAt) })),
        payments: related.payments.map((row) => ({ id: row.id, kind: row.kind, status: row.status, provider: row.provider, amountMinor: row.amountMinor, at: (row.succeededAt ?? row.createdAt).toISOString() })),
        deposit: related.deposit
          ? {
              status: related.deposit.status,
              amountMinor: related.deposit.amountMinor,
              capturedMinor: related.deposit.capturedMinor,
              scheduledFor: related.deposit.scheduledFor.toISOString(),
              releaseAfter: related.deposit.releaseAfter.toISOString(),
            }
          : null,
        checkin: { readyAt: iso(booking.checkinReadyAt), steps: related.steps.map((row) => ({ step: row.step, status: row.status, completedAt: iso(row.completedAt) })) },
        agreement: related.signature ? { signedAt: related.signature.signedAt.toISOString(), signerName: related.signature.signerName, hasPdf: related.signature.pdfDocumentId !== null } : null,
        holdExpiresAt: iso(booking.holdExpiresAt),
        confirmedAt: iso(booking.confirmedAt),
        cancelledAt: iso(booking.cancelledAt),
        cancelReason: booking.cancelReason,
        createdAt: booking.createdAt.toISOString(),
        timeline: bookingTimeline(booking, related),
      };
    },

    async agreementPdf(organizationId: number, bookingId: number): Promise<{ bytes: Uint8Array; filename: string }> {
      await found(organizationId, bookingId);
      const file = await agreements.signedPdf(organizationId, bookingId);
      if (!file) throw new AppError('not_found', 'The agreement has not been signed yet.');
      return file;
    },

    async registrationExport(organizationId: number, bookingId: number, format: 'es_ses' | 'it_alloggiati' | 'pt_siba') {
      const { booking } = await found(organizationId, bookingId);
      return registrations.registrationExport(organizationId, booking.code, format);
    },
  };
}
