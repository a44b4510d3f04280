import type { RelatedBookingsResponse } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BookingAccess } from './booking-access.ts';
import type { BookingRecordsRepository } from './booking-records.repository.ts';

// GET /apis/booking_summary_by_brand/{brandId}/{bookingCode}/related_bookings: a booking code
// alone reveals nothing (docs/product.md §3), not even status, place or dates: without the booking's
// access token the answer is the same 404 as for an unknown code.

export function createBookingSummaryService(options: { records: BookingRecordsRepository; access: BookingAccess; now: () => Date }) {
  const { records, access, now } = options;
  const notFound = () => new AppError('not_found', 'There is no such booking here.');

  return {
    async related(brandId: number, code: string, accessToken: string | undefined): Promise<RelatedBookingsResponse> {
      const host = await records.hostOfCode(code);
      if (!host || host.brandId !== brandId) throw notFound();
      const record = await records.byId(host.organizationId, host.id);
      if (!record) throw notFound();
      if (accessToken === undefined || !access.verify(record, accessToken, now())) throw notFound();
      const rows = record.guest.email ? await records.relatedOnBrand(brandId, record.guest.email) : [];
      // The booking itself first, then the booker's others.
      const ordered = [...rows.filter((row) => row.id === record.id), ...rows.filter((row) => row.id !== record.id)];
      return {
        data: ordered.map((row) => ({
          id: row.id,
          code: row.code,
          status: row.status,
          propertyName: row.propertyName,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          guestName: row.guestName,
          total: { amountMinor: row.totalMinor, currency: row.currency },
        })),
      };
    },
  };
}
