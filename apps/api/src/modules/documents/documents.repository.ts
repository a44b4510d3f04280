import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { documents, type Database } from '@direct/db';
import type { DocumentKind } from './document-ports.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = {
  organizationId: number;
  bookingId: number;
  guestId: number | null;
  kind: DocumentKind;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  isEncrypted: boolean;
  retainUntil: Date | null;
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

// Rows of private files (table documents). The files themselves are the service's business.
export function createDocumentsRepository(db: Database) {
  return {
    async insert(row: NewDocumentRow): Promise<DocumentRow> {
      const [inserted] = await db.insert(documents).values(row).returning();
      return inserted!;
    },

    async findLive(organizationId: number, documentId: number): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.id, documentId), isNull(documents.deletedAt)));
      return row ?? null;
    },

    /** Live documents of a booking, oldest first. */
    async listLive(organizationId: number, bookingId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.bookingId, bookingId), isNull(documents.deletedAt)))
        .orderBy(asc(documents.createdAt), asc(documents.id));
    },

    /** Live documents past their retention date, across organizations (the purge job). */
    async expired(now: Date, limit: number): Promise<Pick<DocumentRow, 'id' | 'organizationId' | 'storageKey'>[]> {
      return db
        .select({ id: documents.id, organizationId: documents.organizationId, storageKey: documents.storageKey })
        .from(documents)
        .where(and(isNull(documents.deletedAt), lt(documents.retainUntil, now)))
        .orderBy(asc(documents.retainUntil), asc(documents.id))
        .limit(limit);
    },

    async markDeleted(organizationId: number, documentId: number, now: Date): Promise<void> {
      await db
        .update(documents)
        .set({ deletedAt: now })
        .where(and(eq(documents.organizationId, organizationId), eq(documents.id, documentId), isNull(documents.deletedAt)));
    },
  };
}
