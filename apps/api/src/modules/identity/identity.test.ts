import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorEnvelope, IdentityStatus, IdentityUploadResult } from '@direct/contracts';
import { bookingCheckinSteps, documents } from '@direct/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createServices } from '../../services.ts';
import type { CheckinStep } from '../checkin/checkin-ports.ts';
import { sampleFiles } from '../../testing/document-files.ts';
import { createIdentityBooking, multipartBody, type MultipartPart } from '../../testing/identity-world.ts';
import { createIdentityServices } from './identity.services.ts';

const fixedNow = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let filesDir: string;
let authorization: string;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'identity-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir }, now: () => fixedNow });
  await insertClient(t.db, { clientId: 'identity-site', secret: 'identity-secret' });
  authorization = `Bearer ${await requestToken(t.app, 'identity-site', 'identity-secret')}`;
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const booking = (options: Parameters<typeof createIdentityBooking>[2] = {}) => createIdentityBooking(t.db, t.config.tokenSigningSecret, options);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const upload = (path: string, parts: readonly MultipartPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `${path}/documents`, headers: { authorization, ...headers }, payload });
};
const file = (bytes: Uint8Array, filename = 'id.jpg', contentType = 'image/jpeg'): MultipartPart => ({ name: 'file', filename, contentType, bytes });
const typed = (path: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `${path}/typed`, headers: { authorization }, payload: body });
const errorOf = (response: LightMyRequestResponse) => ErrorEnvelope.parse(response.json()).error;

describe('GET /apis/identity/{code}/{token}', () => {
  it('answers the default rule (ID document + selfie of the booker) for Portugal, with nothing provided yet', async () => {
    const { booking: b, token } = await booking({ country: 'PT' });
    const response = await get(`/apis/identity/${b.code}/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    const status = IdentityStatus.parse(response.json());
    expect(status.required).toBe(true);
    expect(status.policy).toMatchObject({ rule: 'document_and_selfie', reason: 'default_rule', countryCode: 'PT', appliesTo: 'booker', typedFields: [] });
    expect(status.policy.files.map((f) => [f.kind, f.maxMegabytes, f.formats.join(' ')])).toEqual([
      ['id_document', 10, 'JPEG PNG WebP HEIC PDF'],
      ['selfie', 10, 'JPEG PNG WebP'],
    ]);
    expect(status.guests).toEqual([{ guest: 1, name: 'Ana Silva', isBooker: true, files: [], typedProvided: false, complete: false }]);
    expect(status.complete).toBe(false);
    expect(status.retainUntil).toBe(`${addDaysIso(b.checkOut, 30)}T23:59:59.999Z`);
  });

  it('answers Spain’s rule: typed details of every adult, no files', async () => {
    const { booking: b, token } = await booking({ country: 'ES', adults: 2 });
    const status = IdentityStatus.parse((await get(`/apis/identity/${b.code}/${token}`)).json());
    expect(status.policy).toMatchObject({ rule: 'typed_document_fields', reason: 'country_rule', countryCode: 'ES', appliesTo: 'every_adult', files: [] });
    expect(status.policy.typedFields).toEqual(['document_type', 'document_number', 'support_number', 'expiry_date', 'nationality']);
    expect(status.guests.map((g) => [g.guest, g.name, g.isBooker])).toEqual([
      [1, 'Ana Silva', true],
      [2, 'Guest2 Silva', false],
    ]);
  });

  it('404s a wrong token, an unknown code and another booking’s token', async () => {
    const mine = await booking();
    const other = await booking();
    for (const url of [`/apis/identity/${mine.booking.code}/${mine.token.slice(0, -2)}xx`, `/apis/identity/NOPE-1234/${mine.token}`, `/apis/identity/${mine.booking.code}/${other.token}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    const path = `/apis/identity/${mine.booking.code}/${other.token}`;
    expect((await upload(path, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.jpeg())])).statusCode).toBe(404);
    expect((await typed(path, { document_type: 'passport' })).statusCode).toBe(404);
  });
});

describe('POST …/documents', () => {
  it('stores the ID document encrypted (retained until check-out + retention days) and never exposes where', async () => {
    const { booking: b, token } = await booking({ retentionDays: 10 });
    const path = `/apis/identity/${b.code}/${token}`;
    const response = await upload(path, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.jpeg(), 'passport.jpg')]);
    expect(response.statusCode, response.body).toBe(201);
    const result = IdentityUploadResult.parse(response.json());
    // Stored as encoded again from its pixels, so its size is the new file's.
    expect(result).toMatchObject({ kind: 'id_document', guest: 1, mimeType: 'image/jpeg' });
    expect(result.status.guests[0]?.files.map((f) => f.kind)).toEqual(['id_document']);
    expect(result.status.complete).toBe(false);
    expect(response.body).not.toMatch(/private|storage|\/files\//);
    const [row] = await t.db.select().from(documents).where(eq(documents.bookingId, b.id));
    expect(row).toMatchObject({ kind: 'id_document', isEncrypted: true, mimeType: 'image/jpeg', sizeBytes: result.sizeBytes, retainUntil: new Date(`${addDaysIso(b.checkOut, 10)}T23:59:59.999Z`) });
    const onDisk = await readFile(join(filesDir, 'private', row!.storageKey));
    expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    // A PDF is an accepted ID document too; it replaces the photo (only the newest counts).
    expect((await upload(path, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.pdf(), 'id.pdf', 'application/pdf')])).statusCode).toBe(201);
    const live = (await t.db.select().from(documents).where(eq(documents.bookingId, b.id))).filter((r) => r.deletedAt === null);
    expect(live.map((r) => r.mimeType)).toEqual(['application/pdf']);
  });

  it('refuses a text file named .jpg with 415 naming the formats, whatever content type the browser claims', async () => {
    const { booking: b, token } = await booking();
    const response = await upload(`/apis/identity/${b.code}/${token}`, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.textNamedJpg(), 'me.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(415);
    const error = errorOf(response);
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toContain('JPEG, PNG, WebP');
    expect(error.fields).toEqual([{ field: 'file', message: 'The file must be one of: JPEG, PNG, WebP', reason: 'unsupported_type' }]);
    // A PDF is an ID document format, not a selfie one.
    const pdfSelfie = await upload(`/apis/identity/${b.code}/${token}`, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.pdf(), 'me.pdf', 'application/pdf')]);
    expect(pdfSelfie.statusCode).toBe(415);
    expect(await t.db.select().from(documents).where(eq(documents.bookingId, b.id))).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming the limit (the parser’s own limit answers the same envelope)', async () => {
    const { booking: b, token } = await booking();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff);
    const response = await upload(`/apis/identity/${b.code}/${token}`, [{ name: 'kind', value: 'id_document' }, file(big)]);
    expect(response.statusCode, response.body).toBe(413);
    const error = errorOf(response);
    expect(error).toMatchObject({ code: 'payload_too_large', fields: [{ field: 'file', message: 'The file must be at most 10 MB', reason: 'too_large' }] });
    expect(error.message).toContain('10 MB');
    // Exactly 10 MB is fine.
    const edge = new Uint8Array(10 * 1024 * 1024);
    edge.set(sampleFiles.jpeg());
    expect((await upload(`/apis/identity/${b.code}/${token}`, [{ name: 'kind', value: 'id_document' }, file(edge)])).statusCode).toBe(201);
  });

  it('refuses PDFs with script or automatic actions (also hex-obfuscated) with 415 saying why, and keeps only the pixels of images with trailing data', async () => {
    const { booking: b, token } = await booking();
    const path = `/apis/identity/${b.code}/${token}`;
    const scripted = await upload(path, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.pdfWithScript(), 'id.pdf', 'application/pdf')]);
    expect(scripted.statusCode).toBe(415);
    expect(errorOf(scripted)).toMatchObject({ code: 'unsupported_media_type', fields: [{ field: 'file', reason: 'unsafe_content' }] });
    expect(errorOf(scripted).message).toContain('/OpenAction');
    expect(errorOf(scripted).message).toContain('JavaScript');
    const obfuscated = await upload(path, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.pdfWithObfuscatedScript(), 'id.pdf', 'application/pdf')]);
    expect(obfuscated.statusCode).toBe(415);
    expect(errorOf(obfuscated).message).toContain('JavaScript');
    expect(await t.db.select().from(documents).where(eq(documents.bookingId, b.id))).toEqual([]);

    const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => fixedNow });
    for (const [kind, bytes, name, type] of [
      ['id_document', sampleFiles.jpegWithTrailingHtml(), 'id.jpg', 'image/jpeg'],
      ['selfie', sampleFiles.pngWithDataAfterIend(), 'me.png', 'image/png'],
    ] as const) {
      const response = await upload(path, [{ name: 'kind', value: kind }, file(bytes, name, type)]);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = (await t.db.select().from(documents).where(eq(documents.bookingId, b.id))).filter((r) => r.kind === kind && r.deletedAt === null);
      const kept = await services.documents.read(b.organizationId, row!.id);
      expect(kept?.mimeType).toBe(type);
      expect(Buffer.from(kept!.bytes).includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('validates the other fields: missing file, unknown kind, a guest whose files are not needed, not multipart', async () => {
    const { booking: b, token } = await booking();
    const path = `/apis/identity/${b.code}/${token}`;
    expect(errorOf(await upload(path, [{ name: 'kind', value: 'selfie' }])).fields[0]).toMatchObject({ field: 'file', reason: 'required' });
    expect(errorOf(await upload(path, [{ name: 'kind', value: 'passport_scan' }, file(sampleFiles.jpeg())])).fields[0]).toMatchObject({ field: 'kind' });
    const guest2 = await upload(path, [{ name: 'kind', value: 'selfie' }, { name: 'guest', value: '2' }, file(sampleFiles.jpeg())]);
    expect(guest2.statusCode).toBe(400);
    expect(errorOf(guest2).fields[0]).toMatchObject({ field: 'guest' });
    const json = await t.app.inject({ method: 'POST', url: `${path}/documents`, headers: { authorization }, payload: { kind: 'selfie' } });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).code).toBe('unsupported_media_type');
  });

  it('refuses files for Spain, for unconfirmed bookings and where the host does not ask for the step', async () => {
    const spain = await booking({ country: 'ES' });
    const es = await upload(`/apis/identity/${spain.booking.code}/${spain.token}`, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.jpeg())]);
    expect(es.statusCode).toBe(400);
    expect(errorOf(es).fields[0]).toMatchObject({ field: 'file', reason: 'not_accepted' });
    const pending = await booking({ status: 'pending_payment' });
    expect((await upload(`/apis/identity/${pending.booking.code}/${pending.token}`, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.jpeg())])).statusCode).toBe(409);
    const notAsked = await booking({ steps: ['payment'] });
    expect(IdentityStatus.parse((await get(`/apis/identity/${notAsked.booking.code}/${notAsked.token}`)).json()).required).toBe(false);
    expect((await upload(`/apis/identity/${notAsked.booking.code}/${notAsked.token}`, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.jpeg())])).statusCode).toBe(409);
  });
});

describe('POST …/typed (Spain)', () => {
  const dni = { document_type: 'dni', document_number: '12345678Z', support_number: 'ABC123456', expiry_date: '2030-01-31', nationality: 'ES' };

  it('validates the fields and names each problem', async () => {
    const { booking: b, token } = await booking({ country: 'ES' });
    const path = `/apis/identity/${b.code}/${token}`;
    const response = await typed(path, { ...dni, document_number: '12345678A', support_number: '', expiry_date: '2026-03-09', nationality: 'Spain' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields.map((f) => `${f.field}:${f.reason}`)).toEqual([
      'document_number:invalid_check_letter',
      'support_number:required',
      'expiry_date:expired',
      'nationality:invalid_format',
    ]);
    const impossible = await typed(path, { ...dni, expiry_date: '2030-02-30' });
    expect(errorOf(impossible).fields).toEqual([{ field: 'expiry_date', message: 'Expiry date must be a real date (YYYY-MM-DD)', reason: 'invalid_date' }]);
    expect((await typed(path, { ...dni, extra: 'x' })).statusCode).toBe(400);
  });

  it('stores each adult’s details encrypted; complete once every adult has them', async () => {
    const { booking: b, token } = await booking({ country: 'ES', adults: 2 });
    const path = `/apis/identity/${b.code}/${token}`;
    const first = await typed(path, dni);
    expect(first.statusCode, first.body).toBe(200);
    expect(IdentityStatus.parse(first.json()).guests.map((g) => g.typedProvided)).toEqual([true, false]);
    const second = IdentityStatus.parse((await typed(path, { guest: 2, document_type: 'nie', document_number: 'X1234567L', support_number: 'E12345678', expiry_date: '2029-12-31', nationality: 'FR' })).json());
    expect(second.complete).toBe(true);
    const rows = await t.db.select().from(documents).where(eq(documents.bookingId, b.id));
    expect(rows.every((row) => row.isEncrypted && row.kind === 'other')).toBe(true);
    const onDisk = await readFile(join(filesDir, 'private', rows[0]!.storageKey));
    expect(onDisk.includes(Buffer.from('12345678Z'))).toBe(false);
    expect((await typed(path, { ...dni, guest: 3 })).statusCode).toBe(400);
  });

  it('is refused where the rule wants files', async () => {
    const { booking: b, token } = await booking({ country: 'PT' });
    expect((await typed(`/apis/identity/${b.code}/${token}`, dni)).statusCode).toBe(409);
  });
});

describe('step completion', () => {
  it('completes the identity step through CheckinProgress once the document and the selfie are in', async () => {
    const calls: string[] = [];
    const progress = {
      complete: async (organizationId: number, bookingId: number, step: CheckinStep) => void calls.push(`${organizationId}:${bookingId}:${step}`),
      reopen: async () => undefined,
    };
    const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => fixedNow });
    const identity = createIdentityServices({ db: t.db, documents: services.documents, bookings: services.bookings.lifecycle, progress, now: () => fixedNow });
    const { booking: b, token } = await booking();
    const afterDocument = await identity.upload(b.code, token, { kind: 'id_document', bytes: sampleFiles.jpeg() });
    expect(afterDocument.status.complete).toBe(false);
    expect(calls).toEqual([]);
    const afterSelfie = await identity.upload(b.code, token, { kind: 'selfie', bytes: sampleFiles.png() });
    expect(afterSelfie.status.complete).toBe(true);
    expect(afterSelfie.status.guests[0]?.complete).toBe(true);
    expect(calls).toEqual([`${b.organizationId}:${b.id}:identity`]);
  });
});

describe('step completion through the API', () => {
  it('records the identity step completed for the booking (services.checkin.progress)', async () => {
    const { booking: b, token } = await booking();
    const path = `/apis/identity/${b.code}/${token}`;
    expect((await upload(path, [{ name: 'kind', value: 'id_document' }, file(sampleFiles.pdf(), 'id.pdf', 'application/pdf')])).statusCode).toBe(201);
    expect(await stepRows(b.id)).toEqual([]);
    expect((await upload(path, [{ name: 'kind', value: 'selfie' }, file(sampleFiles.png(), 'me.png', 'image/png')])).statusCode).toBe(201);
    expect(await stepRows(b.id)).toEqual([{ step: 'identity', status: 'completed' }]);
  });
});

async function stepRows(bookingId: number) {
  const rows = await t.db.select().from(bookingCheckinSteps).where(eq(bookingCheckinSteps.bookingId, bookingId));
  return rows.filter((row) => row.step === 'identity').map((row) => ({ step: row.step, status: row.status }));
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
