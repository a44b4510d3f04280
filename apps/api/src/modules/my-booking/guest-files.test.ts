import { bookingInvoices, brands } from '@direct/db';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';
import { pdfText } from '../../testing/pdf-text.ts';

// GET /apis/files/{bookingCode}/{fileId}/download: receipts and the invoice, made in the guest's
// language with the host's address; access by the booking's token only, the same 404 otherwise.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host({ units: 6 });
  await w.t.db.update(brands).set({ name: 'Casa Azul Łódź', postalAddress: { street: 'Rua Augusta 10', postcode: '1100-053', city: 'Lisboa', country: 'Portugal' } }).where(eq(brands.id, h.listing.brand.id));
}, 180_000);
afterAll(() => w?.t.close());

let week = 0;
const stay = () => {
  week += 1;
  const day = (offset: number) => new Date(Date.UTC(2026, 5, 1 + week * 7 + offset)).toISOString().slice(0, 10);
  return { check_in: day(0), check_out: day(3) };
};

const fileUrl = (code: string, file: string, token: string) => `/apis/files/${code}/${file}/download?access_token=${encodeURIComponent(token)}`;

describe('guest files', () => {
  it('a paid booking has a receipt per paid instalment and an invoice, in the guest’s language, with the host’s address', async () => {
    const held = await reserve(w.t, h.listing, stay());
    await payByCard(w.t, held);
    const mine = await w.t.get(`/apis/my_booking/${held.bookingCode}?access_token=${encodeURIComponent(held.accessToken)}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    const view = mine.json();
    const instalmentId = view.instalments[0].id as number;
    expect(view.files.map((file: { id: string }) => file.id)).toEqual(['invoice', `receipt-${instalmentId}`]);

    const receipt = await w.t.get(fileUrl(held.bookingCode, `receipt-${instalmentId}`, held.accessToken));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="recibo-1-${held.bookingCode}.pdf"`);
    expect(receipt.headers['cache-control']).toContain('no-store');
    expect((await PDFDocument.load(receipt.rawPayload)).getPageCount()).toBe(1);
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain('Recibo');
    expect(receiptText).toContain('Rua Augusta 10');
    // Outside Latin-1: printed as written (the embedded Unicode font), never as "?".
    expect(receiptText).toContain('Casa Azul Łódź');
    expect(receiptText).toContain('1100-053 Lisboa');
    expect(receiptText).toMatch(/300,00\s/);

    const invoice = await w.t.get(fileUrl(held.bookingCode, 'invoice', held.accessToken));
    expect(invoice.statusCode).toBe(200);
    const parsed = await PDFDocument.load(invoice.rawPayload);
    const number = parsed.getKeywords()!.split(' ')[0]!;
    expect(number).toMatch(/^INV-\d{6}$/);
    expect(await pdfText(invoice.rawPayload)).toContain(`Número da fatura: ${number}`);
    // Assigned once: the same number on every download.
    const again = await PDFDocument.load((await w.t.get(fileUrl(held.bookingCode, 'invoice', held.accessToken))).rawPayload);
    expect(again.getKeywords()!.split(' ')[0]).toBe(number);
  });

  it('invoice numbers are sequential per organization, one per booking even when asked for at once', async () => {
    const codes = [];
    for (let index = 0; index < 3; index++) {
      const held = await reserve(w.t, h.listing, stay());
      await payByCard(w.t, held);
      codes.push(held);
    }
    await Promise.all(codes.flatMap((held) => [1, 2].map(() => w.t.get(fileUrl(held.bookingCode, 'invoice', held.accessToken)))));
    const rows = await w.t.db.select().from(bookingInvoices).where(eq(bookingInvoices.organizationId, h.organizationId));
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    expect(new Set(rows.map((row) => row.bookingId)).size).toBe(rows.length);
  });

  it('the same 404 for a wrong token, another booking’s token, a file the booking doesn’t have, an unpaid receipt', async () => {
    const paid = await reserve(w.t, h.listing, stay());
    await payByCard(w.t, paid);
    const unpaid = await reserve(w.t, h.listing, stay());
    const paidView = (await w.t.get(`/apis/my_booking/${paid.bookingCode}?access_token=${encodeURIComponent(paid.accessToken)}`)).json();
    const receipt = `receipt-${paidView.instalments[0].id}`;
    const unpaidView = (await w.t.get(`/apis/my_booking/${unpaid.bookingCode}?access_token=${encodeURIComponent(unpaid.accessToken)}`)).json();
    expect(unpaidView.files).toEqual([]);
    const answers = await Promise.all([
      w.t.get(fileUrl(paid.bookingCode, receipt, 'x'.repeat(43))),
      w.t.get(fileUrl(paid.bookingCode, receipt, unpaid.accessToken)),
      w.t.get(fileUrl(unpaid.bookingCode, receipt, unpaid.accessToken)),
      w.t.get(fileUrl(unpaid.bookingCode, `receipt-${unpaidView.instalments[0].id}`, unpaid.accessToken)),
      w.t.get(fileUrl(unpaid.bookingCode, 'invoice', unpaid.accessToken)),
      w.t.get(fileUrl(paid.bookingCode, 'agreement', paid.accessToken)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.json().error.message)).size).toBe(1);
    expect((await w.t.get(fileUrl(paid.bookingCode, 'passport', paid.accessToken))).statusCode).toBe(400);
    expect((await w.t.get(`/apis/my_booking/${paid.bookingCode}?access_token=${encodeURIComponent(unpaid.accessToken)}`)).statusCode).toBe(404);
  });
});
