import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createAgreementsRepository } from './agreements.repository.ts';
import { createAgreementsService } from './agreements.service.ts';

export type AgreementsServices = ReturnType<typeof createAgreementsServices>;

// Terms & conditions: booking access through the bookings service, files through the private
// documents service, step completion through the check-in progress port.
export function createAgreementsServices(options: {
  db: Database;
  config: Pick<Config, 'mail'>;
  bookings: Pick<BookingsForPayments, 'findByAccess'>;
  documents: PrivateDocuments;
  progress: CheckinProgress;
  now: () => Date;
}) {
  return createAgreementsService({
    repository: createAgreementsRepository(options.db),
    bookings: options.bookings,
    documents: options.documents,
    progress: options.progress,
    fromAddress: options.config.mail.from,
    now: options.now,
  });
}
