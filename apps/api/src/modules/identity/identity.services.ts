import type { Database } from '@direct/db';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { createIdentityService } from './identity.service.ts';

// Step 4 of the online check-in. Files go through the private documents service; the step's
// completion through the check-in progress port.
export function createIdentityServices(options: {
  db: Database;
  documents: DocumentsService;
  bookings: Pick<BookingsForPayments, 'findByAccess'>;
  progress: CheckinProgress;
  now: () => Date;
}) {
  return createIdentityService({
    repository: createIdentityRepository(options.db),
    documents: options.documents,
    bookings: options.bookings,
    progress: options.progress,
    now: options.now,
  });
}
