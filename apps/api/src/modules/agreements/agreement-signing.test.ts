import { createHash } from 'node:crypto';
import { agreementSignatures, agreementVersions, bookingCheckinSteps, documents, emailOutbox } from '@direct/db';
import { agreementContentHash } from '@direct/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage, multipartBody, pngImage } from '../../testing/agreement-files.ts';
import { createAgreementListing, createAgreementsTestApp, createSignableBooking, startNow, type AgreementListing, type AgreementsTestApp } from '../../testing/agreements-world.ts';

// Signing: typed, drawn and uploaded signatures, the hash, the PDF, the emails and the limits.

let t: AgreementsTestApp;
let listing: AgreementListing;

beforeAll(async () => {
  t = await createAgreementsTestApp();
  listing = await createAgreementListing(t.db);
});
afterAll(() => t?.close());

const signUrl = (code: string) => `/apis/agreements/${code}/sign`;

/** A confirmed booking whose booker already confirmed the email. */
async function verifiedBooking(options: { language?: string } = {}) {
  t.clock.now = startNow;
  const created = await createSignableBooking(t, listing, options);
  expect((await t.post(`/apis/agreements/${created.booking.code}/verification_code`, { access_token: created.token })).statusCode).toBe(202);
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, created.email));
  const code = mail!.textBody.match(/^\d{6}$/m)![0];
  expect((await t.post(`/apis/agreements/${created.booking.code}/verify`, { access_token: created.token, code })).statusCode).toBe(200);
  t.clock.now = new Date(startNow.getTime() + 5 * 60_000);
  return created;
}

const typedBody = (token: string) => ({ access_token: token, signer_name: 'Ana Silva', kind: 'typed', typed_signature: 'Ana Silva', accept_terms: true });

const pdfOf = async (code: string, token: string) => (await t.get(`/apis/agreements/${code}/pdf?access_token=${encodeURIComponent(token)}`)).rawPayload;

async function documentOf(id: number | null) {
  const [row] = await t.db.select().from(documents).where(eq(documents.id, id ?? 0));
  return row;
}

async function signatureOf(bookingId: number) {
  const [row] = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, bookingId));
  return row!;
}

describe('POST /apis/agreements/{bookingCode}/sign', () => {
  it('needs a confirmed email first', async () => {
    const { booking, token } = await createSignableBooking(t, listing);
    const response = await t.post(signUrl(booking.code), typedBody(token));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields[0]).toMatchObject({ field: 'email', reason: 'email_not_verified' });
  });

  it('signs with a typed signature: exact text, hash, PDF, emails to guest and host, terms completed; twice → 409', async () => {
    const { booking, email, token } = await verifiedBooking();
    const response = await t.post(signUrl(booking.code), typedBody(token));
    expect(response.statusCode).toBe(201);
    const signedAt = new Date(startNow.getTime() + 5 * 60_000);
    const body = response.json();
    expect(body.signature).toMatchObject({ signedAt: signedAt.toISOString(), signerName: 'Ana Silva', signerEmail: email, kind: 'typed', typedSignature: 'Ana Silva', pdfAvailable: true });
    expect(body.agreement.body).toContain('Signed on 10 March 2026 at 12:05:00 UTC.');

    const row = await signatureOf(booking.id);
    expect(row.renderedBody).toBe(body.agreement.body);
    expect(row.contentHash).toBe(body.signature.contentHash);
    expect(row.contentHash).toBe(agreementContentHash({ renderedBody: row.renderedBody, signature: { kind: 'typed', text: 'Ana Silva' }, signedAt, signerEmail: email }));
    const [step] = await t.db.select().from(bookingCheckinSteps).where(and(eq(bookingCheckinSteps.bookingId, booking.id), eq(bookingCheckinSteps.step, 'terms')));
    expect(step?.status).toBe('completed');

    expect(await documentOf(row.pdfDocumentId)).toMatchObject({ kind: 'agreement_pdf', mimeType: 'application/pdf', isEncrypted: true, bookingId: booking.id });
    const pdf = await pdfOf(booking.code, token);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getSubject()).toContain(row.contentHash);
    expect(parsed.getTitle()).toBe('Test rental agreement');

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `agreement-signed:${row.id}:guest`));
    expect(mails[0]).toMatchObject({ toAddress: email, attachments: [{ filename: `agreement-${booking.code}.pdf`, documentId: row.pdfDocumentId }] });
    expect(mails[0]!.textBody).toContain(row.contentHash);
    const [hostMail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `agreement-signed:${row.id}:host`));
    expect(hostMail).toMatchObject({ toAddress: listing.organization.email, attachments: [{ documentId: row.pdfDocumentId }] });
    expect(hostMail!.subject).toBe(`Rental agreement signed for booking ${booking.code}`);

    const again = await t.post(signUrl(booking.code), typedBody(token));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');

    // The PDF is served only with the token, never cached.
    const download = await t.get(`/apis/agreements/${booking.code}/pdf?access_token=${encodeURIComponent(token)}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="agreement-${booking.code}.pdf"`);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    expect((await t.get(`/apis/agreements/${booking.code}/pdf?access_token=${'x'.repeat(43)}`)).statusCode).toBe(404);

    // A new template version changes nothing that was signed.
    await t.db.insert(agreementVersions).values({ organizationId: booking.organizationId, templateId: listing.templateId!, version: 2, language: 'en', body: 'New terms for {{guestName}}.', publishedAt: startNow });
    const after = (await t.get(`/apis/agreements/${booking.code}?access_token=${encodeURIComponent(token)}`)).json();
    expect(after.agreement).toMatchObject({ version: 1, body: row.renderedBody });
    expect(after.signature.contentHash).toBe(row.contentHash);
    const fresh = await createSignableBooking(t, listing);
    expect((await t.get(`/apis/agreements/${fresh.booking.code}?access_token=${encodeURIComponent(fresh.token)}`)).json().agreement).toMatchObject({ version: 2, body: 'New terms for Ana Silva.' });
    await t.db.delete(agreementVersions).where(eq(agreementVersions.version, 2));
  });

  it('signs with a drawn PNG (JSON, base64 data URL)', async () => {
    const { booking, email, token } = await verifiedBooking({ language: 'de' });
    const png = pngImage(120, 40);
    const response = await t.post(signUrl(booking.code), { access_token: token, signer_name: 'Ana Silva', kind: 'drawn', signature_image: `data:image/png;base64,${png.toString('base64')}`, accept_terms: true });
    expect(response.statusCode).toBe(201);
    const row = await signatureOf(booking.id);
    expect(row.signatureKind).toBe('drawn');
    expect(row.typedSignature).toBeNull();
    expect(await documentOf(row.signatureDocumentId)).toMatchObject({ kind: 'signature', mimeType: 'image/png', isEncrypted: true });
    // The evidence is the image as kept (encoded again from its pixels), the stored document.
    const imageSha256 = (await documentOf(row.signatureDocumentId))!.sha256;
    expect(imageSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.contentHash).toBe(agreementContentHash({ renderedBody: row.renderedBody, signature: { kind: 'drawn', imageSha256 }, signedAt: row.signedAt, signerEmail: email }));
    expect(row.renderedBody).toContain('Signed on 10. März 2026');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `agreement-signed:${row.id}:guest`));
    expect(mail!.subject).toBe(`Ihr unterschriebener Mietvertrag für die Buchung ${booking.code}`);
    expect((await PDFDocument.load(await pdfOf(booking.code, token))).getSubject()).toContain(row.contentHash);
  });

  it('keeps only the pixels of a signature PNG with a script after IEND: stored, hashed and signed without it', async () => {
    const { booking, token } = await verifiedBooking();
    const crafted = Buffer.concat([pngImage(120, 40), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const form = multipartBody(
      { access_token: token, signer_name: 'Ana Silva', kind: 'uploaded', accept_terms: 'on' },
      { name: 'signature_file', filename: 'signature.png', contentType: 'image/png', bytes: crafted },
    );
    const response = await t.post(signUrl(booking.code), form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    const row = await signatureOf(booking.id);
    const document = await documentOf(row.signatureDocumentId);
    expect(document).toMatchObject({ kind: 'signature', mimeType: 'image/png' });
    expect(document!.sha256).not.toBe(createHash('sha256').update(crafted).digest('hex'));
    expect(document!.sizeBytes).toBeLessThan(crafted.length);
    const pdf = Buffer.from(await pdfOf(booking.code, token));
    expect(pdf.includes(Buffer.from('<script'))).toBe(false);
  });

  it('signs with an uploaded JPEG (multipart)', async () => {
    const { booking, token } = await verifiedBooking();
    const form = multipartBody(
      { access_token: token, signer_name: 'Ana Silva', kind: 'uploaded', accept_terms: 'on' },
      { name: 'signature_file', filename: 'signature.jpg', contentType: 'image/jpeg', bytes: jpegImage() },
    );
    const response = await t.post(signUrl(booking.code), form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    const row = await signatureOf(booking.id);
    expect(row.signatureKind).toBe('uploaded');
    expect((await documentOf(row.signatureDocumentId))?.mimeType).toBe('image/jpeg');
  });

  it('refuses an oversized image, a disguised file and a JPEG as a drawing, with field messages', async () => {
    const { booking, token } = await verifiedBooking();
    const big = multipartBody(
      { access_token: token, signer_name: 'Ana Silva', kind: 'uploaded', accept_terms: 'true' },
      { name: 'signature_file', filename: 'signature.png', contentType: 'image/png', bytes: pngImage(40, 20, 2 * 1024 * 1024 + 10) },
    );
    const tooLarge = await t.post(signUrl(booking.code), big.payload, big.headers);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual([{ field: 'signature_file', reason: 'too_large', message: 'The file is larger than the maximum size of 2 MB.' }]);

    const disguised = multipartBody(
      { access_token: token, signer_name: 'Ana Silva', kind: 'uploaded', accept_terms: 'true' },
      { name: 'signature_file', filename: 'signature.png', contentType: 'image/png', bytes: Buffer.from('just some text, not an image\n') },
    );
    const wrongType = await t.post(signUrl(booking.code), disguised.payload, disguised.headers);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields[0]).toMatchObject({ field: 'signature_file', reason: 'unsupported_type' });

    const jpegDrawing = await t.post(signUrl(booking.code), { access_token: token, signer_name: 'Ana', kind: 'drawn', signature_image: jpegImage().toString('base64'), accept_terms: true });
    expect(jpegDrawing.json().error.fields[0]).toMatchObject({ field: 'signature_image', reason: 'unsupported_type' });

    const huge = multipartBody(
      { access_token: token, signer_name: 'Ana Silva', kind: 'uploaded', accept_terms: 'true' },
      { name: 'signature_file', filename: 'huge.png', contentType: 'image/png', bytes: pngImage(40, 20, 5 * 1024 * 1024) },
    );
    expect((await t.post(signUrl(booking.code), huge.payload, huge.headers)).statusCode).toBe(413);

    const noImage = await t.post(signUrl(booking.code), { access_token: token, signer_name: 'Ana', kind: 'uploaded', accept_terms: true });
    expect(noImage.json().error.fields[0]).toMatchObject({ field: 'signature_image', reason: 'required' });
    const noTyped = await t.post(signUrl(booking.code), { access_token: token, signer_name: 'Ana', kind: 'typed', accept_terms: true });
    expect(noTyped.json().error.fields[0]).toMatchObject({ field: 'typed_signature', reason: 'required' });
    const noConsent = await t.post(signUrl(booking.code), { ...typedBody(token), accept_terms: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields[0].field).toBe('accept_terms');
    expect(await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, booking.id))).toEqual([]);
  });

  it('is a 404 with another booking’s token', async () => {
    const mine = await verifiedBooking();
    const other = await createSignableBooking(t, listing);
    expect((await t.post(signUrl(mine.booking.code), typedBody(other.token))).statusCode).toBe(404);
    expect((await t.get(`/apis/agreements/${mine.booking.code}/pdf?access_token=${encodeURIComponent(other.token)}`)).statusCode).toBe(404);
  });
});
