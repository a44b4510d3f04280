import type { Database } from '@direct/db';
import type { SignedAgreements } from '../agreements/agreement-ports.ts';
import type { GuestRegistrationExports } from '../checkin/checkin-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createHostBookingDetailRepository } from './host-booking-detail.repository.ts';
import { createHostBookingGuestsService } from './host-booking-guests.service.ts';
import { createHostBookingsRepository } from './host-bookings.repository.ts';
import { createHostBookingsService } from './host-bookings.service.ts';

export type HostBookingsServices = ReturnType<typeof createHostBookingsServices>;

// The host's bookings: the list and a booking's page read their own tables; the signed agreement,
// the registration files and the documents' bytes come from their domains through ports.
export function createHostBookingsServices(options: {
  db: Database;
  agreements: SignedAgreements;
  registrations: GuestRegistrationExports;
  documents: Pick<PrivateDocuments, 'read'>;
  documentsKey: Uint8Array;
  now: () => Date;
}) {
  const detail = createHostBookingDetailRepository(options.db);
  return {
    bookings: createHostBookingsService({ repository: createHostBookingsRepository(options.db), detail, agreements: options.agreements, registrations: options.registrations }),
    guests: createHostBookingGuestsService({ detail, documents: options.documents, documentsKey: options.documentsKey, now: options.now }),
  };
}
