import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../storage/storage-ports.ts';
import { makeSafe } from './content-safety.ts';
import { detectContentType, formatNames } from './content-type.ts';
import { decryptDocument, encryptDocument } from './document-cipher.ts';
import type { DocumentKind, PrivateDocuments, StoredDocument } from './document-ports.ts';
import type { DocumentRow, DocumentsRepository } from './documents.repository.ts';

export type DocumentsService = ReturnType<typeof createDocumentsService>;
export type DocumentSummary = Pick<DocumentRow, 'id' | 'kind' | 'guestId' | 'mimeType' | 'sizeBytes' | 'createdAt' | 'retainUntil'>;

type WriteInput = {
  organizationId: number;
  bookingId: number;
  guestId?: number | null | undefined;
  kind: DocumentKind;
  bytes: Uint8Array;
  mimeType: string;
  encrypt: boolean;
  retainUntil: Date | null;
};

const purgeBatch = 200;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

// Private files under the storage's private/<organization>/<random key>: a prefix no route serves
// (public images live under images/). Nothing here hands out URLs; callers get bytes.
export function createDocumentsService(options: {
  repository: DocumentsRepository;
  storage: FileStorage;
  encryptionKey: Uint8Array;
  now?: () => Date;
}) {
  const { repository, storage } = options;
  const now = options.now ?? (() => new Date());
  if (options.encryptionKey.length !== 32) throw new Error('the documents encryption key must be 32 bytes');

  // Rows name keys inside the private prefix; the storage refuses any key that would leave it.
  const keyOf = (storageKey: string) => `private/${storageKey}`;
  const removeFile = (storageKey: string) => storage.delete(keyOf(storageKey));

  // The file first (the storage writes it whole or not at all), then its row; a failed row insert
  // removes the file again, so neither a row without a file nor a file without a row is left.
  async function write(input: WriteInput): Promise<StoredDocument> {
    const storageKey = `${input.organizationId}/${randomBytes(24).toString('base64url')}`;
    const content = input.encrypt ? encryptDocument(options.encryptionKey, input.bytes, storageKey) : input.bytes;
    await storage.put(keyOf(storageKey), content, { contentType: 'application/octet-stream' });
    try {
      const row = await repository.insert({
        organizationId: input.organizationId,
        bookingId: input.bookingId,
        guestId: input.guestId ?? null,
        kind: input.kind,
        storageKey,
        mimeType: input.mimeType,
        sizeBytes: input.bytes.length,
        sha256: sha256(input.bytes),
        isEncrypted: input.encrypt,
        retainUntil: input.retainUntil,
      });
      return { id: row.id, mimeType: row.mimeType, sizeBytes: row.sizeBytes, sha256: row.sha256 };
    } catch (error) {
      await removeFile(storageKey);
      throw error;
    }
  }

  async function safeBytes(bytes: Uint8Array, mimeType: string, field: string): Promise<Uint8Array> {
    const verdict = await makeSafe(bytes, mimeType);
    if (verdict.ok) return verdict.bytes;
    throw new AppError('unsupported_media_type', verdict.message, {
      fields: [{ field, message: verdict.message, reason: 'unsafe_content' }],
    });
  }

  const documents = {
    detectType: (bytes: Uint8Array) => detectContentType(bytes),

    makeSafe: safeBytes,

    async store(input) {
      const { bytes, field } = input;
      if (bytes.length > input.maxBytes) {
        throw new AppError('validation_failed', `The file is larger than ${megabytes(input.maxBytes)} MB.`, {
          fields: [{ field, message: `The file must be at most ${megabytes(input.maxBytes)} MB`, reason: 'too_large' }],
        });
      }
      const mimeType = detectContentType(bytes);
      if (!mimeType || !input.allowedTypes.includes(mimeType)) {
        const allowed = [...new Set(input.allowedTypes.map((type) => formatNames[type] ?? type))].join(', ');
        throw new AppError('validation_failed', `This file type is not accepted; use ${allowed}.`, {
          fields: [{ field, message: `The file must be one of: ${allowed}`, reason: 'unsupported_type' }],
        });
      }
      return write({ ...input, bytes: await safeBytes(bytes, mimeType, field), mimeType });
    },

    async read(organizationId, documentId) {
      const row = await repository.findLive(organizationId, documentId);
      if (!row) return null;
      const object = await storage.get(keyOf(row.storageKey));
      if (!object) return null;
      const stored = Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength);
      const bytes = row.isEncrypted ? decryptDocument(options.encryptionKey, stored, row.storageKey) : stored;
      // The hash of what was stored: catches a changed unencrypted file (GCM already checks the rest).
      const expected = Buffer.from(row.sha256, 'hex');
      const actual = createHash('sha256').update(bytes).digest();
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new Error(`document ${row.id} failed its integrity check`);
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mimeType: row.mimeType };
    },

    async purgeExpired(at: Date) {
      let purged = 0;
      for (;;) {
        const rows = await repository.expired(at, purgeBatch);
        for (const row of rows) {
          await removeFile(row.storageKey);
          await repository.markDeleted(row.organizationId, row.id, now());
          purged++;
        }
        if (rows.length < purgeBatch) return purged;
      }
    },
  } satisfies PrivateDocuments;

  return {
    ...documents,

    /**
     * Stores data the server made itself (typed document details as JSON), skipping content
     * detection; encrypted and retained like any document.
     */
    storeData: (input: WriteInput): Promise<StoredDocument> => write(input),

    /** Deletes one document now (a replaced upload): the file goes, the row stays marked deleted. */
    async discard(organizationId: number, documentId: number): Promise<void> {
      const row = await repository.findLive(organizationId, documentId);
      if (!row) return;
      await removeFile(row.storageKey);
      await repository.markDeleted(organizationId, documentId, now());
    },

    /** What a booking has on file (never contents or paths). */
    async listForBooking(organizationId: number, bookingId: number): Promise<DocumentSummary[]> {
      const rows = await repository.listLive(organizationId, bookingId);
      return rows.map(({ id, kind, guestId, mimeType, sizeBytes, createdAt, retainUntil }) => ({ id, kind, guestId, mimeType, sizeBytes, createdAt, retainUntil }));
    },
  };
}
