import { formatMoney } from '@direct/domain';
import { catalogs } from '@direct/i18n';
import type { Booking } from '../bookings/booking-ports.ts';
import type { DepositEmail } from './deposits.repository.ts';
import { renderBrandedEmail, type EmailBlock } from '../email/email-ports.ts';

// The guest's deposit emails (hold failed; host's claim), in the booking's language, as plain text
// and the brand's HTML layout, written to the outbox with the change that causes them.

type Texts = (typeof catalogs)['en']['deposit']['emails'];
type Greeting = (typeof catalogs)['en']['emails'];

function textsFor(language: string): { texts: Texts; common: Greeting; locale: string } {
  const catalog = (catalogs as Record<string, (typeof catalogs)['en'] | undefined>)[language];
  const chosen = catalog ?? catalogs.en;
  return { texts: chosen.deposit.emails, common: chosen.emails, locale: catalog ? language : 'en' };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
type Block = EmailBlock;

export function depositPagePath(code: string, token: string): string {
  return `/deposit/booking_deposit_terminal/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;
}

export function createDepositEmails(options: { fromAddress: string }) {
  const envelope = (booking: Booking, dedupeKey: string, subject: string, blocks: Block[]): DepositEmail => ({
    organizationId: booking.organizationId,
    brandId: booking.brandId,
    bookingId: booking.id,
    kind: dedupeKey.split(':')[0]!.replaceAll('-', '_'),
    dedupeKey,
    toAddress: booking.guest.email,
    fromAddress: options.fromAddress,
    subject,
    ...renderBrandedEmail(blocks, { brand: booking.emailBrand ?? null, language: booking.language }),
  });

  return {
    // Once per card that failed (a new card that fails again writes again).
    holdFailed(booking: Booking, input: { amountMinor: number; attemptKey: string; token: string | null }): DepositEmail {
      const { texts, common, locale } = textsFor(booking.language);
      const link = input.token ? `${booking.siteOrigin ?? ''}${depositPagePath(booking.code, input.token)}` : null;
      return envelope(booking, `deposit-hold-failed:${input.attemptKey}`, fill(texts.holdFailed.subject, { code: booking.code }), [
        { text: fill(common.greeting, { name: booking.guest.firstName }) },
        { text: fill(texts.holdFailed.intro, { amount: formatMoney(input.amountMinor, booking.currency, locale), property: booking.propertyName }) },
        ...(link ? [{ text: texts.holdFailed.action }, { link, label: texts.holdFailed.button }] : []),
        { text: common.signOff },
      ]);
    },

    captured(booking: Booking, input: { depositId: number; amountMinor: number; capturedMinor: number; reason: string }): DepositEmail {
      const { texts, common, locale } = textsFor(booking.language);
      const money = (amount: number) => formatMoney(amount, booking.currency, locale);
      const rest = input.amountMinor - input.capturedMinor;
      return envelope(booking, `deposit-captured:${input.depositId}`, fill(texts.captured.subject, { code: booking.code }), [
        { text: fill(common.greeting, { name: booking.guest.firstName }) },
        { text: fill(texts.captured.intro, { amount: money(input.capturedMinor), total: money(input.amountMinor), property: booking.propertyName }) },
        { text: fill(texts.captured.reason, { reason: input.reason }) },
        { text: rest > 0 ? fill(texts.captured.released, { amount: money(rest) }) : texts.captured.nothingLeft },
        { text: common.signOff },
      ]);
    },
  };
}
