import { contactMessages, type Database } from '@direct/db';
import { enqueueEmail, type OutboxEmail } from './email-outbox.repository.ts';

export type NewContactMessage = {
  organizationId: number;
  brandId: number;
  propertyId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
};

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Database) {
  return {
    // The message and the email telling the brand about it, together or not at all. The email
    // is built from the stored id (its dedupe key names the message).
    async create(message: NewContactMessage, emailOf: (id: number) => OutboxEmail): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
        if (!row) throw new Error('contact message not inserted');
        await enqueueEmail(tx, emailOf(row.id));
        return row;
      });
    },
  };
}
