import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { createEmailRepository } from './email.repository.ts';
import { createEmailService } from './email.service.ts';
import { createMailboxRepository } from './mailbox.repository.ts';
import { createMailboxService } from './mailbox.service.ts';

export type EmailServices = ReturnType<typeof createEmailServices>;

// Delivery of the outbox (SMTP when configured) and the development mailbox that reads it.
export function createEmailServices(options: { db: Database; config: Config; documents?: Pick<PrivateDocuments, 'read'> }) {
  const { db, config } = options;
  return {
    delivery: createEmailService({ repository: createEmailRepository(db), config, ...(options.documents ? { documents: options.documents } : {}) }),
    mailbox: createMailboxService({ repository: createMailboxRepository(db) }),
  };
}
