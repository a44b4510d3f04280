import { emailOutbox, type Database } from '@direct/db';

export type OutboxEmail = {
  organizationId: number;
  brandId: number;
  // "Send this once": a second insert with the same key is ignored.
  dedupeKey: string;
  toAddress: string;
  fromAddress: string;
  subject: string;
  textBody: string;
};

// Writes an email for the outbox worker. Takes the caller's transaction so the email exists
// exactly when the change that causes it does.
export async function enqueueEmail(executor: Pick<Database, 'insert'>, email: OutboxEmail): Promise<void> {
  await executor.insert(emailOutbox).values(email).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
