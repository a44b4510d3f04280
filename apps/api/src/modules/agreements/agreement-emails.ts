import type { Booking } from '../bookings/booking-ports.ts';
import { agreementTextsFor, fillText, formatDate, renderEmail } from './agreement-texts.ts';
import type { AgreementOutboxEmail } from './agreements.repository.ts';

// The agreement's emails: the one-time code to the booker, and the signed PDF to the booker and
// the host. The guest's in the booking's language; the host's in the brand's default language.

export function codeEmail(booking: Booking, input: { verificationId: number; code: string; minutes: number; fromAddress: string }): AgreementOutboxEmail {
  const { texts } = agreementTextsFor(booking.language);
  return {
    organizationId: booking.organizationId,
    brandId: booking.brandId,
    bookingId: booking.id,
    kind: 'agreement_code',
    dedupeKey: `agreement-code:${input.verificationId}`,
    toAddress: booking.guest.email,
    fromAddress: input.fromAddress,
    subject: fillText(texts.emails.code.subject, { code: booking.code }),
    attachments: [],
    ...renderEmail([
      fillText(texts.emails.greeting, { name: booking.guest.firstName }),
      texts.emails.code.intro,
      input.code,
      fillText(texts.emails.code.expiry, { minutes: input.minutes }),
    ], booking.emailBrand),
  };
}

export function signedEmails(
  booking: Booking,
  input: {
    signatureId: number;
    pdfDocumentId: number;
    contentHash: string;
    signerName: string;
    signerEmail: string;
    host: { email: string | null; language: string; brandName: string };
    fromAddress: string;
  },
): AgreementOutboxEmail[] {
  const attachments = [{ filename: `agreement-${booking.code}.pdf`, documentId: input.pdfDocumentId }];
  const base = { organizationId: booking.organizationId, brandId: booking.brandId, bookingId: booking.id, kind: 'agreement_signed', fromAddress: input.fromAddress, attachments };
  const guest = agreementTextsFor(booking.language);
  const stay = (locale: string) => ({ property: booking.propertyName, checkIn: formatDate(booking.checkIn, locale), checkOut: formatDate(booking.checkOut, locale) });
  const emails: AgreementOutboxEmail[] = [
    {
      ...base,
      dedupeKey: `agreement-signed:${input.signatureId}:guest`,
      toAddress: booking.guest.email,
      subject: fillText(guest.texts.emails.signed.subject, { code: booking.code }),
      ...renderEmail([
        fillText(guest.texts.emails.greeting, { name: booking.guest.firstName }),
        fillText(guest.texts.emails.signed.intro, stay(guest.locale)),
        fillText(guest.texts.emails.signed.hash, { hash: input.contentHash }),
        `${guest.texts.emails.signOff}\n${input.host.brandName}`,
      ], booking.emailBrand),
    },
  ];
  if (input.host.email) {
    const host = agreementTextsFor(input.host.language);
    emails.push({
      ...base,
      dedupeKey: `agreement-signed:${input.signatureId}:host`,
      toAddress: input.host.email,
      subject: fillText(host.texts.emails.host.subject, { code: booking.code }),
      ...renderEmail([
        fillText(host.texts.emails.host.intro, { ...stay(host.locale), guest: input.signerName, email: input.signerEmail }),
        fillText(host.texts.emails.signed.hash, { hash: input.contentHash }),
      ]),
    });
  }
  return emails;
}
