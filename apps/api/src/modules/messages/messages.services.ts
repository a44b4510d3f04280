import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createMessageEmails } from './message-email.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createMessagesService } from './messages.service.ts';
import { createAttachmentLinks, createReplyAddresses } from './signed-tokens.ts';

// Guest conversations: outbound through the outbox with the booking's reply address, inbound
// through the webhook, attachments as private documents.
export function createMessagesServices(options: {
  db: Database;
  config: Config;
  bookings: Pick<BookingsForPayments, 'findById'>;
  documents: Pick<PrivateDocuments, 'store' | 'read'>;
  now: () => Date;
}) {
  const { db, config, bookings, documents, now } = options;
  return createMessagesService({
    repository: createMessagesRepository(db),
    bookings,
    documents,
    emails: createMessageEmails(),
    replyAddresses: createReplyAddresses(config.tokenSigningSecret, config.messages.inboundDomain),
    attachmentLinks: createAttachmentLinks(config.tokenSigningSecret, now),
    attachmentMaxBytes: config.messages.attachmentMaxBytes,
    fromAddress: config.mail.from,
    now,
  });
}
