import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { emailOutbox, type Database } from '@direct/db';

// brandId null: the platform's own emails to hosts (accounts, invitations), which belong to no brand.
export type MailboxFilter = { to?: string | undefined; brandId: number | null };

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;

// `to` is matched as text inside the address: % and _ are literal.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Reading side of the outbox for the development mailbox; every read is one brand's.
export function createMailboxRepository(db: Database) {
  const where = (filter: MailboxFilter): SQL | undefined =>
    and(
      filter.to ? ilike(emailOutbox.toAddress, containing(filter.to)) : undefined,
      filter.brandId === null ? isNull(emailOutbox.brandId) : eq(emailOutbox.brandId, filter.brandId),
    );

  return {
    async list(filter: MailboxFilter, page: number, limit: number) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: emailOutbox.id,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            createdAt: emailOutbox.createdAt,
            status: emailOutbox.status,
          })
          .from(emailOutbox)
          .where(condition)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(emailOutbox).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async get(brandId: number | null, id: number) {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), brandId === null ? isNull(emailOutbox.brandId) : eq(emailOutbox.brandId, brandId)));
      return row ?? null;
    },
  };
}
