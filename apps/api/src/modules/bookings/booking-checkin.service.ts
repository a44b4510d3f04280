import { addOnUnitPrice, countNights } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingAccess } from './booking-access.ts';
import { PaidSlotError, type BookingCheckinRepository, type SlotOffer } from './booking-checkin.repository.ts';
import type { Booking, SlotChange, SlotKind } from './booking-ports.ts';
import type { BookingRecordsRepository } from './booking-records.repository.ts';
import { bookingOf } from './booking-views.ts';

// What online check-in asks of the bookings domain (services.bookings.checkin): the booking behind
// a code and the booker's email, a host's booking by code, and the General info step's times,
// purpose of stay and paid time slots.

export type PricedSlot = SlotOffer & { priceMinor: number };

export type BookingCheckinService = ReturnType<typeof createBookingCheckinService>;

export function createBookingCheckinService(options: { repository: BookingCheckinRepository; records: BookingRecordsRepository; access: BookingAccess; now: () => Date }) {
  const { repository, records, access, now } = options;

  const stayOf = (record: Booking) => ({
    nights: countNights(record.checkIn, record.checkOut),
    guests: record.adults + record.children,
    accommodationMinor: record.quote.nights.reduce((sum, night) => sum + night.price.amountMinor, 0),
  });

  return {
    /** The booking a code and the booker's email open (email compared case-insensitively), with its access token. */
    async byCodeAndEmail(code: string, email: string): Promise<{ record: Booking; accessToken: string } | null> {
      const host = await records.hostOfCode(code.trim().toUpperCase()) ?? (await records.hostOfCode(code.trim()));
      const record = host ? await records.byId(host.organizationId, host.id) : undefined;
      if (!record || record.guest.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
      if (now().getTime() > access.expiresAt(record).getTime()) return null;
      return { record: bookingOf(record), accessToken: access.tokenFor(record) };
    },

    /** A booking of this host by its code, or null (another host's booking answers null too). */
    async byCodeForOrganization(organizationId: number, code: string): Promise<Booking | null> {
      const host = await records.hostOfCode(code);
      if (!host || host.organizationId !== organizationId) return null;
      const record = await records.byId(organizationId, host.id);
      return record ? bookingOf(record) : null;
    },

    generalInfo: (record: Booking) => repository.generalInfo(record.organizationId, record.id),
    chosenSlots: (record: Booking) => repository.chosenSlots(record.organizationId, record.id),
    unitClashes: (record: Booking) => repository.unitClashes(record.organizationId, record.id, now()),

    /** The property's active early check-in / late check-out slots, priced for this stay. */
    async slotOffers(record: Booking): Promise<PricedSlot[]> {
      const stay = stayOf(record);
      return (await repository.slotOffers(record.organizationId, record.propertyId)).map((offer) => ({
        ...offer,
        priceMinor: addOnUnitPrice({ calculation: offer.calculation, amountMinor: offer.amountMinor, percent: offer.percent, maxQuantity: offer.maxQuantity }, stay),
      }));
    },

    /** Saves times, purpose and slot changes together; a paid slot can't be dropped (400 slot_paid). */
    async saveGeneralInfo(
      record: Booking,
      input: { arrivalTime: string; departureTime: string; purposeOfStay: 'leisure' | 'business' | 'student'; slots: SlotChange[] },
    ): Promise<void> {
      const at = now();
      try {
        await repository.saveGeneralInfo({ organizationId: record.organizationId, bookingId: record.id, ...input, today: at.toISOString().slice(0, 10), now: at });
      } catch (error) {
        if (!(error instanceof PaidSlotError)) throw error;
        const field: Record<SlotKind, string> = { arrival_time: 'arrival_time.add_on_id', departure_time: 'departure_time.add_on_id' };
        throw new AppError('validation_failed', 'A paid time slot can’t be changed here.', {
          fields: [{ field: field[error.kind], message: 'This time slot is paid; contact your host to change it', reason: 'slot_paid' }],
        });
      }
    },
  };
}
