import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { pdfFontFiles } from '../../pdf/pdf-fonts.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { HostFacts } from './my-booking.repository.ts';
import { fill, formatDate, money, myBookingTextsFor } from './my-booking-texts.ts';

// A receipt for one paid instalment and the booking's invoice, as PDFs in the guest's language:
// the host (brand name, postal address, contact), the guest, the stay, the amounts (Intl).
// Rendered on each download from the stored facts (the invoice's number is stored, never re-made).

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;

export type InstalmentFacts = { sequence: number; amountMinor: number; paidAt: Date };

// DejaVu (decision 0031) prints every Latin script, Greek and Cyrillic; a character it has no
// glyph for (an emoji) prints as "?" rather than failing the document.
const characterSets = new WeakMap<PDFFont, Set<number>>();
function safeText(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const glyphs = known;
  return [...text].map((char) => (/\s/.test(char) || glyphs.has(char.codePointAt(0)!) ? char : '?')).join('');
}

async function document(title: string, booking: Booking) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${booking.code}`);
  pdf.setSubject(`${title} ${booking.code}`);
  pdf.setCreator('Direct');
  pdf.setProducer('Direct');
  pdf.setLanguage(booking.language);
  pdf.registerFontkit(fontkit);
  // Subsets: only the glyphs the document uses are embedded.
  const files = await pdfFontFiles();
  const [regular, bold] = await Promise.all([pdf.embedFont(files.regular, { subset: true }), pdf.embedFont(files.bold, { subset: true })]);
  const page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const color = rgb(0.1, 0.1, 0.12);
  const line = (text: string, options: { bold?: boolean; size?: number; gap?: number } = {}) => {
    const size = options.size ?? 10.5;
    y -= size + (options.gap ?? 4);
    page.drawText(safeText(regular, text), { x: margin, y, size, font: options.bold ? bold : regular, color, maxWidth: pageSize[0] - margin * 2 });
  };
  // Label left, amount right-aligned.
  const row = (label: string, value: string, isBold = false) => {
    const font = isBold ? bold : regular;
    y -= 15;
    page.drawText(safeText(font, label), { x: margin, y, size: 10.5, font, color, maxWidth: 360 });
    const text = safeText(font, value);
    page.drawText(text, { x: pageSize[0] - margin - font.widthOfTextAtSize(text, 10.5), y, size: 10.5, font, color });
  };
  const space = (points: number) => {
    y -= points;
  };
  return { pdf, line, row, space };
}

function hostLines(host: HostFacts): string[] {
  const address = host.address ? [host.address.street, `${host.address.postcode} ${host.address.city}`.trim(), host.address.country] : [];
  return [host.name, ...(host.organizationName !== host.name ? [host.organizationName] : []), ...address, ...[host.email, host.phone].filter((value): value is string => Boolean(value))];
}

function header(doc: Awaited<ReturnType<typeof document>>, title: string, booking: Booking, host: HostFacts, locale: string, texts: ReturnType<typeof myBookingTextsFor>['texts']) {
  doc.line(title, { bold: true, size: 20 });
  doc.space(8);
  doc.line(texts.pdf.from, { bold: true, size: 9 });
  for (const text of hostLines(host)) doc.line(text, { size: 9.5, gap: 2 });
  doc.space(10);
  doc.line(texts.pdf.guest, { bold: true, size: 9 });
  doc.line(`${booking.guest.firstName} ${booking.guest.lastName}`.trim(), { size: 9.5, gap: 2 });
  doc.line(booking.guest.email, { size: 9.5, gap: 2 });
  doc.space(10);
  doc.line(`${texts.pdf.booking}: ${booking.code}`);
  const nights = Math.round((Date.parse(booking.checkOut) - Date.parse(booking.checkIn)) / 86_400_000);
  doc.line(
    `${texts.pdf.stay}: ${fill(texts.pdf.stayValue, { property: booking.propertyName, unitType: booking.unitTypeName, checkIn: formatDate(booking.checkIn, locale), checkOut: formatDate(booking.checkOut, locale), nights })}`,
  );
}

export async function renderReceiptPdf(input: { booking: Booking; host: HostFacts; instalment: InstalmentFacts }): Promise<Uint8Array> {
  const { booking, host, instalment } = input;
  const { texts, locale } = myBookingTextsFor(booking.language);
  const doc = await document(texts.pdf.receipt, booking);
  header(doc, texts.pdf.receipt, booking, host, locale, texts);
  doc.space(14);
  doc.line(fill(texts.pdf.instalment, { sequence: instalment.sequence }), { bold: true });
  doc.line(fill(texts.pdf.paidOn, { date: formatDate(instalment.paidAt.toISOString(), locale) }));
  doc.space(6);
  doc.row(texts.pdf.amountPaid, money(instalment.amountMinor, booking.currency, locale), true);
  doc.space(20);
  doc.line(texts.pdf.thanks);
  return doc.pdf.save({ useObjectStreams: false });
}

export async function renderInvoicePdf(input: { booking: Booking; host: HostFacts; number: string; issuedAt: Date }): Promise<Uint8Array> {
  const { booking, host } = input;
  const { texts, locale } = myBookingTextsFor(booking.language);
  const doc = await document(texts.pdf.invoice, booking);
  doc.pdf.setKeywords([input.number, booking.code]);
  header(doc, texts.pdf.invoice, booking, host, locale, texts);
  doc.line(`${texts.pdf.invoiceNumber}: ${input.number}`, { bold: true });
  doc.line(`${texts.pdf.issued}: ${formatDate(input.issuedAt.toISOString(), locale)}`);
  doc.space(14);
  doc.row(texts.pdf.item, texts.pdf.amount, true);
  for (const item of booking.quote.lines) doc.row(item.label, money(item.amount.amountMinor, booking.currency, locale));
  doc.space(6);
  doc.row(texts.pdf.total, money(booking.totalMinor, booking.currency, locale), true);
  doc.row(texts.pdf.paid, money(booking.paidMinor, booking.currency, locale));
  if (booking.paidMinor < booking.totalMinor) doc.row(texts.pdf.balance, money(booking.totalMinor - booking.paidMinor, booking.currency, locale));
  doc.space(20);
  doc.line(texts.pdf.thanks);
  return doc.pdf.save({ useObjectStreams: false });
}
