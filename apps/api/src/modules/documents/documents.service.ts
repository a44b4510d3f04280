import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { AppError } from '../../http/app-error.ts';
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

// Private files under <FILES_DIR>/private/<organization>/<random key>: a folder no route serves
// (public images live in <FILES_DIR>/images). Nothing here hands out URLs; callers get bytes.
export function createDocumentsService(options: {
  repository: DocumentsRepository;
  filesDir: string;
  encryptionKey: Uint8Array;
  now?: () => Date;
}) {
  const { repository } = options;
  const privateDir = resolve(options.filesDir, 'private');
  const now = options.now ?? (() => new Date());
  if (options.encryptionKey.length !== 32) throw new Error('the documents encryption key must be 32 bytes');

  // The storage key decides the path, and the path must stay inside the private folder.
  const pathOf = (storageKey: string) => {
    const path = resolve(privateDir, storageKey);
    if (!path.startsWith(privateDir + sep)) throw new Error('storage key outside the private folder');
    return path;
  };

  const removeFile = async (storageKey: string) => {
    try {
      await unlink(pathOf(storageKey));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };

  // The file first (written aside, then renamed into place), then its row; a failed row insert
  // removes the file again, so neither a row without a file nor a file without a row is left.
  async function write(input: WriteInput): Promise<StoredDocument> {
    const storageKey = `${input.organizationId}/${randomBytes(24).toString('base64url')}`;
    const path = pathOf(storageKey);
    const content = input.encrypt ? encryptDocument(options.encryptionKey, input.bytes, storageKey) : input.bytes;
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.part`;
    try {
      await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
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
      let stored: Buffer;
      try {
        stored = await readFile(pathOf(row.storageKey));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
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
