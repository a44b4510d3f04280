import { catalogs } from '@direct/i18n';

// A voucher's line on the quote in the guest's language ("Gutschein WELCOME10"): the quote is
// stored with the booking and read back as written, on the site, in the emails and on the receipt.
export function voucherLine(code: string, language: string | undefined): string {
  const catalog = (catalogs as Partial<Record<string, (typeof catalogs)['en']>>)[language ?? 'en'] ?? catalogs.en;
  return catalog.booking.voucher.line.replace('{{code}}', code);
}
