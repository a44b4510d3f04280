import type { ArrivalTime, CheckinHub } from '@direct/contracts';
import type { Database } from '@direct/db';
import type { SignedAgreements } from '../agreements/agreement-ports.ts';
import type { BookingChangesForGuests } from '../host-booking-changes/host-booking-changes-ports.ts';
import type { GuestMessages } from '../messages/messages-ports.ts';
import { createGuestFilesService } from './guest-files.service.ts';
import { createMyBookingEmails } from './my-booking-emails.ts';
import { createMyBookingRepository } from './my-booking.repository.ts';
import { createMyBookingService, type MyBookingBookings } from './my-booking.service.ts';

export type MyBookingServices = ReturnType<typeof createMyBookingServices>;

// The guest's own page and files, wired to the other domains through their ports.
export function createMyBookingServices(options: {
  db: Database;
  fromAddress: string;
  bookings: MyBookingBookings;
  changes: BookingChangesForGuests;
  checkinHub: (code: string, token: string) => Promise<CheckinHub>;
  arrivalTime: (code: string, token: string) => Promise<ArrivalTime>;
  agreements: SignedAgreements;
  messages: GuestMessages;
  limiter: { spend(input: { clientAddress: string; bookingCode: string }): Promise<void> };
  now: () => Date;
}) {
  const repository = createMyBookingRepository(options.db);
  const booking = createMyBookingService({
    repository,
    bookings: options.bookings,
    changes: options.changes,
    checkinHub: options.checkinHub,
    arrivalTime: options.arrivalTime,
    // The agreement is listed only when there is a signed PDF to download.
    hasSignedAgreement: async (organizationId, bookingId) => (await options.agreements.signedPdf(organizationId, bookingId)) !== null,
    messages: options.messages,
    limiter: options.limiter,
    emails: createMyBookingEmails(options.fromAddress),
    now: options.now,
  });
  return { booking, files: createGuestFilesService({ repository, bookings: options.bookings, agreements: options.agreements, now: options.now }) };
}
