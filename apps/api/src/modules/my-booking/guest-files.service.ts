import { AppError } from '../../http/app-error.ts';
import type { SignedAgreements } from '../agreements/agreement-ports.ts';
import type { MyBookingBookings } from './my-booking.service.ts';
import type { MyBookingRepository } from './my-booking.repository.ts';
import { renderInvoicePdf, renderReceiptPdf } from './guest-documents-pdf.ts';
import { myBookingTextsFor } from './my-booking-texts.ts';

// GET /apis/files/{bookingCode}/{fileId}/download: the guest's own files. Proof of access is the
// booking's access token; a wrong token, another booking's file or a file the booking doesn't
// have (yet) all answer the same 404.

export type GuestFileDownload = { bytes: Uint8Array; filename: string };

const noFile = () => new AppError('not_found', 'There is no such file for this booking.');

// Invoice numbers as printed: the organization's sequence, zero-padded.
export const invoiceNumberText = (number: number) => `INV-${String(number).padStart(6, '0')}`;

export function createGuestFilesService(options: { repository: MyBookingRepository; bookings: Pick<MyBookingBookings, 'findByAccess'>; agreements: SignedAgreements; now: () => Date }) {
  const { repository, bookings, agreements, now } = options;

  return {
    async download(code: string, fileId: string, token: string): Promise<GuestFileDownload> {
      const booking = await bookings.findByAccess(code, token);
      if (!booking) throw noFile();
      const { texts } = myBookingTextsFor(booking.language);
      const name = (kind: string) => `${kind}-${booking.code}`.replace(/[^\w.-]+/g, '_');
      if (fileId === 'agreement') {
        const signed = await agreements.signedPdf(booking.organizationId, booking.id);
        if (!signed) throw noFile();
        return { bytes: signed.bytes, filename: `${name('agreement')}.pdf` };
      }
      const host = await repository.hostOf(booking.organizationId, booking.brandId);
      if (!host) throw noFile();
      if (fileId === 'invoice') {
        if (booking.status !== 'confirmed' && booking.status !== 'completed') throw noFile();
        const invoice = await repository.invoiceOf(booking.organizationId, booking.id, now());
        const number = invoiceNumberText(invoice.number);
        return { bytes: await renderInvoicePdf({ booking, host, number, issuedAt: invoice.issuedAt }), filename: `${name(texts.pdf.invoice.toLowerCase())}-${number}.pdf` };
      }
      const instalmentId = Number(/^receipt-(\d+)$/.exec(fileId)?.[1]);
      const instalment = booking.instalments.find((part) => part.id === instalmentId);
      if (!instalment || instalment.status !== 'paid' || !instalment.paidAt) throw noFile();
      return {
        bytes: await renderReceiptPdf({ booking, host, instalment: { sequence: instalment.sequence, amountMinor: instalment.amountMinor, paidAt: instalment.paidAt } }),
        filename: `${name(`${texts.pdf.receipt.toLowerCase()}-${instalment.sequence}`)}.pdf`,
      };
    },
  };
}
