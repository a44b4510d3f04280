import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documents, type Database } from '@direct/db';
import { createBookableProperty, createBooking, openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { detectContentType } from './content-type.ts';
import { createDocumentsRepository } from './documents.repository.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';
import { sampleFiles } from '../../testing/document-files.ts';

const key = new Uint8Array(32).fill(3);
let database: TestDatabase;
let db: Database;
let filesDir: string;
let service: DocumentsService;
let booking: { id: number; organizationId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  filesDir = await mkdtemp(join(tmpdir(), 'documents-'));
  service = createDocumentsService({ repository: createDocumentsRepository(db), storage: createLocalStorage({ root: filesDir }), encryptionKey: key });
  const listing = await createBookableProperty(db, { from: '2026-05-01', to: '2026-05-10' });
  const made = await createBooking(db, {
    brand: listing.brand,
    property: listing.property,
    unitType: listing.unitType,
    unit: listing.units[0]!,
    ratePlan: listing.ratePlan,
    checkIn: '2026-05-01',
    checkOut: '2026-05-04',
  });
  booking = made.booking;
});
afterAll(async () => {
  await database?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const images = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
const store = (bytes: Uint8Array, overrides: Partial<Parameters<DocumentsService['store']>[0]> = {}) =>
  service.store({
    organizationId: booking.organizationId,
    bookingId: booking.id,
    kind: 'id_document',
    bytes,
    allowedTypes: images,
    maxBytes: 1024 * 1024,
    field: 'file',
    encrypt: true,
    retainUntil: new Date('2026-06-03T23:59:59Z'),
    ...overrides,
  });
const rowOf = async (id: number) => (await db.select().from(documents).where(eq(documents.id, id)))[0]!;
const pathOf = (storageKey: string) => join(filesDir, 'private', storageKey);

describe('content type detection', () => {
  it('reads each accepted format from its bytes', () => {
    expect(detectContentType(sampleFiles.jpeg())).toBe('image/jpeg');
    expect(detectContentType(sampleFiles.png())).toBe('image/png');
    expect(detectContentType(sampleFiles.webp())).toBe('image/webp');
    expect(detectContentType(sampleFiles.heic())).toBe('image/heic');
    expect(detectContentType(sampleFiles.heif())).toBe('image/heif');
    expect(detectContentType(sampleFiles.pdf())).toBe('application/pdf');
  });

  it('knows nothing of names: a text file called .jpg, AVIF, SVG and empty input are not accepted types', () => {
    expect(detectContentType(sampleFiles.textNamedJpg())).toBeNull();
    expect(detectContentType(sampleFiles.avif())).toBeNull();
    expect(detectContentType(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(detectContentType(new Uint8Array())).toBeNull();
    expect(detectContentType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('private documents', () => {
  it('stores encrypted under private/<org>/<random key>: the bytes on disk are not the plaintext, and read gives them back', async () => {
    // A PDF is kept byte for byte (images are encoded again: see the content safety tests).
    const plain = sampleFiles.pdf();
    const stored = await store(plain);
    expect(stored).toMatchObject({ mimeType: 'application/pdf', sizeBytes: plain.length });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const row = await rowOf(stored.id);
    expect(row).toMatchObject({ isEncrypted: true, mimeType: 'application/pdf', kind: 'id_document', deletedAt: null });
    expect(row.storageKey).toMatch(new RegExp(`^${booking.organizationId}/[A-Za-z0-9_-]{32}$`));
    const onDisk = await readFile(pathOf(row.storageKey));
    expect(onDisk.equals(Buffer.from(plain))).toBe(false);
    expect(onDisk.includes(Buffer.from(plain.subarray(0, 24)))).toBe(false);
    expect(onDisk.length).toBe(plain.length + 29);
    const read = await service.read(booking.organizationId, stored.id);
    expect(read?.mimeType).toBe('application/pdf');
    expect(Buffer.from(read!.bytes).equals(Buffer.from(plain))).toBe(true);
    // Same content twice: another IV, other bytes on disk.
    const again = await rowOf((await store(plain)).id);
    expect((await readFile(pathOf(again.storageKey))).equals(onDisk)).toBe(false);
    expect((await stat(pathOf(row.storageKey))).mode & 0o077).toBe(0);
  });

  it('refuses changed ciphertext, a file moved onto another document, and another organization', async () => {
    const first = await store(sampleFiles.jpeg());
    const row = await rowOf(first.id);
    const bytes = await readFile(pathOf(row.storageKey));
    bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 0x01;
    await writeFile(pathOf(row.storageKey), bytes);
    await expect(service.read(booking.organizationId, first.id)).rejects.toThrow();

    const second = await store(sampleFiles.png());
    const third = await store(sampleFiles.pdf());
    const [secondRow, thirdRow] = [await rowOf(second.id), await rowOf(third.id)];
    await writeFile(pathOf(thirdRow.storageKey), await readFile(pathOf(secondRow.storageKey)));
    await expect(service.read(booking.organizationId, third.id)).rejects.toThrow();
    expect(await service.read(booking.organizationId + 999, second.id)).toBeNull();
  });

  it('keeps unencrypted files as they are, and still checks their hash', async () => {
    const stored = await store(sampleFiles.pdf(), { encrypt: false });
    const row = await rowOf(stored.id);
    expect(row.isEncrypted).toBe(false);
    expect((await readFile(pathOf(row.storageKey))).equals(Buffer.from(sampleFiles.pdf()))).toBe(true);
    await writeFile(pathOf(row.storageKey), Buffer.from('%PDF-1.7 changed'));
    await expect(service.read(booking.organizationId, stored.id)).rejects.toThrow(/integrity/);
  });

  it('refuses a disguised file and a file over the limit on the given field, writing nothing', async () => {
    const before = (await db.select().from(documents)).length;
    const disguised = await store(sampleFiles.textNamedJpg()).catch((error: unknown) => error);
    expect(disguised).toBeInstanceOf(AppError);
    expect(disguised).toMatchObject({ code: 'validation_failed', fields: [{ field: 'file', reason: 'unsupported_type' }] });
    expect((disguised as AppError).message).toContain('JPEG, PNG, WebP, HEIC, HEIF, PDF');
    const large = await store(new Uint8Array(2048).fill(0xff), { maxBytes: 1024, field: 'signature' }).catch((error: unknown) => error);
    expect(large).toMatchObject({ code: 'validation_failed', fields: [{ field: 'signature', reason: 'too_large' }] });
    const pdfAsSelfie = await store(sampleFiles.pdf(), { allowedTypes: ['image/jpeg'] }).catch((error: unknown) => error);
    expect(pdfAsSelfie).toMatchObject({ code: 'validation_failed' });
    expect((await db.select().from(documents)).length).toBe(before);
  });

  it('leaves no file behind when the row cannot be written', async () => {
    const orgDir = join(filesDir, 'private', String(booking.organizationId));
    const filesBefore = (await readdir(orgDir)).length;
    await expect(service.store({ ...(await baseInput()), bookingId: 987_654_321 })).rejects.toThrow();
    expect((await readdir(orgDir)).length).toBe(filesBefore);
  });

  it('purges files past retention (row kept, marked deleted), leaves the others, and is idempotent', async () => {
    const old = await store(sampleFiles.jpeg(), { retainUntil: new Date('2026-01-01T00:00:00Z') });
    const kept = await store(sampleFiles.jpeg(), { retainUntil: new Date('2027-01-01T00:00:00Z') });
    const forever = await store(sampleFiles.jpeg(), { retainUntil: null, kind: 'agreement_pdf' });
    const oldRow = await rowOf(old.id);
    const purged = await service.purgeExpired(new Date('2026-03-10T12:00:00Z'));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect((await rowOf(old.id)).deletedAt).toBeInstanceOf(Date);
    await expect(stat(pathOf(oldRow.storageKey))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await service.read(booking.organizationId, old.id)).toBeNull();
    expect(await service.read(booking.organizationId, kept.id)).not.toBeNull();
    expect(await service.read(booking.organizationId, forever.id)).not.toBeNull();
    expect(await service.purgeExpired(new Date('2026-03-10T12:00:00Z'))).toBe(0);
    // A year on, the kept one goes too.
    expect(await service.purgeExpired(new Date('2027-01-02T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(kept.id)).deletedAt).toBeInstanceOf(Date);
  });
});

async function baseInput() {
  return {
    organizationId: booking.organizationId,
    bookingId: booking.id,
    kind: 'selfie' as const,
    bytes: sampleFiles.png(),
    allowedTypes: images,
    maxBytes: 1024 * 1024,
    field: 'file',
    encrypt: true,
    retainUntil: null,
  };
}

describe('content safety: only plain content is kept', () => {
  const hasScript = (bytes: Uint8Array) => Buffer.from(bytes).includes(Buffer.from('<script'));

  it('refuses a PDF with an opening action and JavaScript, naming both, and writes nothing', async () => {
    const before = (await db.select().from(documents)).length;
    const refused = await store(sampleFiles.pdfWithScript()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'unsupported_media_type', fields: [{ field: 'file', reason: 'unsafe_content' }] });
    expect((refused as AppError).message).toMatch(/active content \(.*\/OpenAction.*JavaScript|JavaScript.*\/OpenAction/);
    expect((await db.select().from(documents)).length).toBe(before);
  });

  it('sees through hex-escaped names (/J#61vaScript) and into compressed object streams', async () => {
    const obfuscated = await store(sampleFiles.pdfWithObfuscatedScript()).catch((error: unknown) => error);
    expect(obfuscated).toMatchObject({ code: 'unsupported_media_type', fields: [{ reason: 'unsafe_content' }] });
    expect((obfuscated as AppError).message).toContain('JavaScript');
    const { deflateSync } = await import('node:zlib');
    const hidden = deflateSync(Buffer.from('<< /Type /Catalog /AA << /O << /S /Launch /F (calc.exe) >> >> /Names << /EmbeddedFiles 3 0 R >> >>'));
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`),
      hidden,
      Buffer.from('\nendstream\nendobj\ntrailer <<>>\n%%EOF\n'),
    ]);
    const compressed = await store(new Uint8Array(pdf)).catch((error: unknown) => error);
    expect(compressed).toMatchObject({ code: 'unsupported_media_type' });
    for (const named of ['/AA', '/Launch', 'embedded files']) expect((compressed as AppError).message).toContain(named);
  });

  it('keeps only the pixels of a JPEG with HTML after its end marker and of a PNG with data after IEND', async () => {
    for (const [bytes, mimeType] of [
      [sampleFiles.jpegWithTrailingHtml(), 'image/jpeg'],
      [sampleFiles.pngWithDataAfterIend(), 'image/png'],
    ] as const) {
      expect(hasScript(bytes)).toBe(true);
      const stored = await store(bytes);
      const read = await service.read(booking.organizationId, stored.id);
      expect(read?.mimeType).toBe(mimeType);
      expect(detectContentType(read!.bytes)).toBe(mimeType);
      expect(hasScript(read!.bytes)).toBe(false);
      expect(stored.sizeBytes).toBe(read!.bytes.length);
    }
  });

  it('refuses an image that does not decode, and a HEIC with data after its last box', async () => {
    const broken = new Uint8Array([...sampleFiles.jpeg().subarray(0, 40), ...new Array(200).fill(7)]);
    await expect(store(broken)).rejects.toMatchObject({ code: 'unsupported_media_type', fields: [{ reason: 'unsafe_content' }] });
    const heic = await store(sampleFiles.heicWithTrailingData()).catch((error: unknown) => error);
    expect(heic).toMatchObject({ code: 'unsupported_media_type', fields: [{ field: 'file', reason: 'unsafe_content' }] });
    expect((heic as AppError).message).toContain('extra data after its end');
    // A well-formed HEIC is kept as it is.
    const kept = await store(sampleFiles.heic());
    expect(kept.sizeBytes).toBe(sampleFiles.heic().length);
  });
});
