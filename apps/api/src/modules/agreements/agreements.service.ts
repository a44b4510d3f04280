import { createHash } from 'node:crypto';
import type { AgreementCodeSent, AgreementSignBody, AgreementView } from '@direct/contracts';
import {
  agreementContentHash,
  drawnSignatureTypes,
  fillAgreement,
  hashSecret,
  newVerificationCode,
  normalizeVerificationCode,
  resendWaitSeconds,
  signatureImageMaxBytes,
  signatureImageMaxMegabytes,
  uploadedSignatureTypes,
  verificationBlocked,
  verificationCodeLength,
  verificationCodeTtlMs,
  verificationMaxAttempts,
  verifySecret,
  type AgreementValues,
  type SignatureEvidence,
} from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingsForPayments, Booking } from '../bookings/booking-ports.ts';
import type { CheckinProgress } from '../checkin/checkin-ports.ts';
import type { PrivateDocuments } from '../documents/document-ports.ts';
import { builtInAgreement, builtInTitle, resolveAgreement, type ResolvedAgreement } from './agreement-built-in.ts';
import { codeEmail, signedEmails } from './agreement-emails.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { agreementTextsFor, formatDate, formatInstant, formatMoney } from './agreement-texts.ts';
import type { AgreementContext, AgreementsRepository, SignatureRow } from './agreements.repository.ts';

// Terms & conditions: the filled agreement, the one-time code that proves the booker's email,
// and the signature sealed with a hash and a PDF that never change afterwards.

export type AgreementsService = ReturnType<typeof createAgreementsService>;

// The signature image as it arrived: a multipart file or base64 in JSON (named for errors).
export type SignatureUpload = { bytes: Uint8Array; field: string } | null;

const codeMinutes = verificationCodeTtlMs / 60_000;
const invalidCode = 'The code you entered is invalid.';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const fieldError = (field: string, reason: string, message: string) => new AppError('validation_failed', message, { fields: [{ field, reason, message }] });

export function createAgreementsService(options: {
  repository: AgreementsRepository;
  bookings: Pick<BookingsForPayments, 'findByAccess'>;
  documents: PrivateDocuments;
  progress: CheckinProgress;
  fromAddress: string;
  now: () => Date;
}) {
  const { repository, bookings, documents, progress, now } = options;

  // The booking behind the link, confirmed, with an agreement to sign; 404 otherwise (a wrong
  // token and a booking without an agreement look the same to a stranger).
  async function open(code: string, token: string, statuses: readonly Booking['status'][] = ['confirmed']) {
    const booking = await bookings.findByAccess(code, token);
    if (!booking || !statuses.includes(booking.status)) throw new AppError('not_found', 'There is no agreement to sign for this booking.');
    const context = await repository.context(booking.organizationId, booking.id);
    if (!context) throw new AppError('not_found', 'There is no agreement to sign for this booking.');
    return { booking, context };
  }

  function valuesOf(booking: Booking, context: AgreementContext, signedAt: Date | null): AgreementValues {
    const { texts, locale } = agreementTextsFor(booking.language);
    const address = context.propertyAddress;
    return {
      hostName: context.hostName,
      guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
      guestEmail: booking.guest.email,
      propertyName: booking.propertyName,
      propertyAddress: [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' '), address.country].filter(Boolean).join(', '),
      checkIn: formatDate(booking.checkIn, locale),
      checkOut: formatDate(booking.checkOut, locale),
      checkInTime: context.checkInTime,
      checkOutTime: context.checkOutTime,
      maxGuests: String(context.maxGuests),
      guests: String(booking.adults + booking.children),
      depositAmount: context.depositAmountMinor > 0 ? formatMoney(context.depositAmountMinor, context.propertyCurrency, locale) : texts.noDeposit,
      ratePlanName: booking.ratePlanName,
      bookingCode: booking.code,
      signedAt: signedAt ? formatInstant(signedAt, locale) : texts.signedAtPending,
    };
  }

  async function currentVersion(booking: Booking, context: AgreementContext): Promise<ResolvedAgreement> {
    return resolveAgreement(await repository.publishedVersions(booking.organizationId, context.templateId, now()), booking.language, context.hostLanguage);
  }

  // What a signature was made on: its version row, or the built-in text in the language signed.
  async function signedVersionOf(organizationId: number, signed: SignatureRow): Promise<ResolvedAgreement | undefined> {
    if (signed.agreementVersionId === null) return builtInAgreement(signed.agreementLanguage ?? 'en');
    return repository.version(organizationId, signed.agreementVersionId);
  }

  const titleOf = (context: AgreementContext, version: ResolvedAgreement) => (version.id === null ? builtInTitle(version.language) : (context.templateName ?? builtInTitle(version.language)));

  function signatureFacts(row: SignatureRow): NonNullable<AgreementView['signature']> {
    return {
      signedAt: row.signedAt.toISOString(),
      signerName: row.signerName,
      signerEmail: row.signerEmail,
      kind: row.signatureKind,
      typedSignature: row.typedSignature,
      contentHash: row.contentHash,
      pdfAvailable: row.pdfDocumentId !== null,
    };
  }

  async function view(code: string, token: string): Promise<AgreementView> {
    const { booking, context } = await open(code, token, ['confirmed', 'completed']);
    const signed = await repository.signature(booking.organizationId, booking.id);
    // Once signed, the page shows exactly what was signed, whatever the host published since.
    const signedVersion = signed ? await signedVersionOf(booking.organizationId, signed) : undefined;
    const version = signedVersion ?? (await currentVersion(booking, context));
    const latest = await repository.latestVerification(booking.organizationId, booking.id);
    return {
      booking: {
        code: booking.code,
        brandId: booking.brandId,
        language: booking.language,
        guestName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
        propertyName: booking.propertyName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
      },
      agreement: {
        title: titleOf(context, version),
        version: version.version,
        language: version.language,
        body: signed ? signed.renderedBody : fillAgreement(version.body, valuesOf(booking, context, null)),
      },
      signer: {
        email: booking.guest.email,
        emailVerified: signed !== undefined || (await repository.isVerified(booking.organizationId, booking.id, booking.guest.email)),
        codeSentAt: latest ? latest.createdAt.toISOString() : null,
        resendInSeconds: resendWaitSeconds(latest?.createdAt ?? null, now()),
      },
      signature: signed ? signatureFacts(signed) : null,
      limits: {
        maxSignatureBytes: signatureImageMaxBytes,
        maxSignatureMegabytes: signatureImageMaxMegabytes,
        drawnTypes: [...drawnSignatureTypes],
        uploadedTypes: [...uploadedSignatureTypes],
        codeLength: verificationCodeLength,
        maxAttempts: verificationMaxAttempts,
        codeMinutes,
      },
    };
  }

  async function sendCode(code: string, token: string): Promise<AgreementCodeSent> {
    const { booking } = await open(code, token);
    if (await repository.signature(booking.organizationId, booking.id)) throw new AppError('conflict', 'This agreement has already been signed.');
    if (await repository.isVerified(booking.organizationId, booking.id, booking.guest.email)) throw new AppError('conflict', 'Your email is already confirmed.');
    const at = now();
    const latest = await repository.latestVerification(booking.organizationId, booking.id);
    const wait = resendWaitSeconds(latest?.createdAt ?? null, at);
    if (wait > 0) throw new AppError('rate_limited', `Please wait ${wait} seconds before asking for another code.`, { headers: { 'retry-after': String(wait) } });
    const plain = newVerificationCode();
    const expiresAt = new Date(at.getTime() + verificationCodeTtlMs);
    await repository.createVerification(
      { organizationId: booking.organizationId, bookingId: booking.id, email: booking.guest.email, codeHash: await hashSecret(plain), expiresAt, now: at },
      (verificationId) => codeEmail(booking, { verificationId, code: plain, minutes: codeMinutes, fromAddress: options.fromAddress }),
    );
    return { sentTo: booking.guest.email, expiresAt: expiresAt.toISOString(), resendInSeconds: resendWaitSeconds(at, at) };
  }

  async function verify(code: string, token: string, entered: string): Promise<{ verified: true }> {
    const { booking } = await open(code, token);
    const latest = await repository.latestVerification(booking.organizationId, booking.id);
    if (!latest) throw fieldError('code', 'no_code', `${invalidCode} Please ask for a code first.`);
    if (latest.verifiedAt) return { verified: true };
    const blocked = verificationBlocked(latest, now());
    if (blocked === 'expired') throw fieldError('code', 'code_expired', `${invalidCode} This code has expired: please ask for a new code.`);
    const counted = blocked ? undefined : await repository.takeAttempt(booking.organizationId, latest.id, verificationMaxAttempts);
    if (!counted) throw fieldError('code', 'attempts_exhausted', `${invalidCode} No attempts are left for this code: please ask for a new code.`);
    const normalized = normalizeVerificationCode(entered);
    if (/^\d+$/.test(normalized) && (await verifySecret(normalized, counted.codeHash))) {
      await repository.markVerified(booking.organizationId, latest.id, now());
      return { verified: true };
    }
    if (counted.attempts >= verificationMaxAttempts) {
      throw fieldError('code', 'attempts_exhausted', `${invalidCode} No attempts are left for this code: please ask for a new code.`);
    }
    throw fieldError('code', 'invalid_code', invalidCode);
  }

  // Checks the image like documents.store will, first, so the guest gets the limit in MB and
  // the allowed formats in the message. The image kept (stored, hashed, put in the PDF) is the
  // one made safe: its pixels only.
  async function checkImage(upload: SignatureUpload, kind: 'drawn' | 'uploaded', fallbackField: string): Promise<{ bytes: Uint8Array; mimeType: string; field: string }> {
    if (!upload || upload.bytes.length === 0) throw fieldError(upload?.field ?? fallbackField, 'required', 'Please add an image of your signature.');
    if (upload.bytes.length > signatureImageMaxBytes) {
      throw fieldError(upload.field, 'too_large', `The file is larger than the maximum size of ${signatureImageMaxMegabytes} MB.`);
    }
    const allowed: readonly string[] = kind === 'drawn' ? drawnSignatureTypes : uploadedSignatureTypes;
    const mimeType = documents.detectType(upload.bytes);
    if (!mimeType || !allowed.includes(mimeType)) {
      throw fieldError(upload.field, 'unsupported_type', kind === 'drawn' ? 'A drawn signature must be a PNG image.' : 'The signature must be a PNG or JPEG image.');
    }
    return { bytes: await documents.makeSafe(upload.bytes, mimeType, upload.field), mimeType, field: upload.field };
  }

  async function sign(code: string, body: AgreementSignBody, upload: SignatureUpload): Promise<AgreementView> {
    const { booking, context } = await open(code, body.access_token);
    const { organizationId } = booking;
    if (await repository.signature(organizationId, booking.id)) throw new AppError('conflict', 'This agreement has already been signed.');
    if (!(await repository.isVerified(organizationId, booking.id, booking.guest.email))) {
      throw new AppError('conflict', 'Please confirm your email with the one-time code before signing.', {
        fields: [{ field: 'email', reason: 'email_not_verified', message: 'Please confirm your email with the one-time code before signing.' }],
      });
    }
    const typed = body.typed_signature?.trim() ?? '';
    if (body.kind === 'typed' && typed === '') throw fieldError('typed_signature', 'required', 'Please type your signature.');
    const image = body.kind === 'typed' ? null : await checkImage(upload, body.kind, 'signature_image');

    const signedAt = now();
    const version = await currentVersion(booking, context);
    const renderedBody = fillAgreement(version.body, valuesOf(booking, context, signedAt));
    const signerEmail = booking.guest.email;
    const evidence: SignatureEvidence = image ? { kind: body.kind as 'drawn' | 'uploaded', imageSha256: sha256(image.bytes) } : { kind: 'typed', text: typed };
    const contentHash = agreementContentHash({ renderedBody, signature: evidence, signedAt, signerEmail });

    const stored = { organizationId, bookingId: booking.id, encrypt: true, retainUntil: null };
    const signatureDocument = image
      ? await documents.store({ ...stored, kind: 'signature', bytes: image.bytes, allowedTypes: body.kind === 'drawn' ? drawnSignatureTypes : uploadedSignatureTypes, maxBytes: signatureImageMaxBytes, field: image.field })
      : null;
    const pdfBytes = await renderAgreementPdf({
      title: titleOf(context, version),
      bookingCode: booking.code,
      language: booking.language,
      renderedBody,
      signerName: body.signer_name,
      signerEmail,
      signedAt,
      contentHash,
      signature: image ? { kind: body.kind as 'drawn' | 'uploaded', image: image.bytes, mimeType: image.mimeType } : { kind: 'typed', text: typed },
      version: version.version,
    });
    const pdfDocument = await documents.store({ ...stored, kind: 'agreement_pdf', bytes: pdfBytes, allowedTypes: ['application/pdf'], maxBytes: 50 * 1024 * 1024, field: 'pdf' });

    const signature = await repository.insertSignature(
      {
        organizationId,
        bookingId: booking.id,
        agreementVersionId: version.id,
        agreementLanguage: version.language,
        signerEmail,
        signerName: body.signer_name,
        signatureKind: body.kind,
        typedSignature: image ? null : typed,
        signatureDocumentId: signatureDocument?.id ?? null,
        pdfDocumentId: pdfDocument.id,
        renderedBody,
        contentHash,
        signedAt,
      },
      (signatureId) =>
        signedEmails(booking, {
          signatureId,
          pdfDocumentId: pdfDocument.id,
          contentHash,
          signerName: body.signer_name,
          signerEmail,
          host: { email: context.hostEmail, language: context.hostLanguage, brandName: context.brandName },
          fromAddress: options.fromAddress,
        }),
    );
    if (!signature) throw new AppError('conflict', 'This agreement has already been signed.');
    await progress.complete(organizationId, booking.id, 'terms');
    return view(code, body.access_token);
  }

  async function pdf(code: string, token: string): Promise<{ bytes: Uint8Array; filename: string }> {
    const { booking } = await open(code, token, ['confirmed', 'completed']);
    const signed = await repository.signature(booking.organizationId, booking.id);
    const file = signed?.pdfDocumentId ? await documents.read(booking.organizationId, signed.pdfDocumentId) : null;
    if (!file) throw new AppError('not_found', 'The agreement has not been signed yet.');
    return { bytes: file.bytes, filename: `agreement-${booking.code}.pdf` };
  }

  // The host's copy: by the booking's id within the organization, no guest token.
  async function signedPdf(organizationId: number, bookingId: number): Promise<{ bytes: Uint8Array; filename: string } | null> {
    const signed = await repository.signature(organizationId, bookingId);
    const file = signed?.pdfDocumentId ? await documents.read(organizationId, signed.pdfDocumentId) : null;
    const code = file ? await repository.bookingCode(organizationId, bookingId) : undefined;
    return file && code ? { bytes: file.bytes, filename: `agreement-${code}.pdf` } : null;
  }

  return { view, sendCode, verify, sign, pdf, signedPdf };
}
