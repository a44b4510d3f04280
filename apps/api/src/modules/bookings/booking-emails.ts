import { allInPerNightMinor, formatMoney } from '@direct/domain';
import { catalogs } from '@direct/i18n';
import type { BookingRecord } from './booking-records.repository.ts';
import type { OutboxEmail } from './booking-lifecycle.repository.ts';
import { renderBrandedEmail, type EmailBlock } from '../email/email-ports.ts';

// The guest's booking emails, in the booking's language (English when it has no catalog), as
// plain text and the brand's HTML layout (decision 0013). Links are absolute when the booking knows its brand site.

type Texts = (typeof catalogs)['en']['emails'];

function textsFor(language: string): { texts: Texts; locale: string } {
  const catalog = (catalogs as Record<string, { emails: Texts } | undefined>)[language];
  return catalog ? { texts: catalog.emails, locale: language } : { texts: catalogs.en.emails, locale: 'en' };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

// "18 Dec 2026" in the guest's language; stay dates are calendar dates, so read them as UTC.
export function formatStayDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-PT' : locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

type Block = EmailBlock;

// The dedupe key's first part names the email (booking-confirmed:12 → booking_confirmed).
export const emailKindOf = (dedupeKey: string) => dedupeKey.split(':')[0]!.replaceAll('-', '_');

export type EmailLinks = { checkin: string; payment: string; manage: string };

export function createBookingEmails(options: { fromAddress: string }) {
  function envelope(booking: BookingRecord, dedupeKey: string, subject: string, blocks: Block[]): OutboxEmail {
    return { organizationId: booking.organizationId, brandId: booking.brandId, bookingId: booking.id, kind: emailKindOf(dedupeKey), dedupeKey, toAddress: booking.guest.email, fromAddress: options.fromAddress, subject, ...renderBrandedEmail(blocks, { brand: booking.brand, language: booking.language }) };
  }

  function stayBlocks(booking: BookingRecord, texts: Texts, locale: string): Block[] {
    const stay = fill(texts.stay, {
      property: booking.propertyName,
      checkIn: formatStayDate(booking.checkIn, locale),
      checkOut: formatStayDate(booking.checkOut, locale),
      unitType: booking.unitTypeName,
      ratePlan: booking.ratePlanName,
    });
    return [{ text: `${fill(texts.bookingCode, { code: booking.code })}\n${stay}\n${fill(texts.guests, { adults: booking.adults, children: booking.children })}` }];
  }

  const greeting = (booking: BookingRecord, texts: Texts): Block => ({ text: fill(texts.greeting, { name: booking.guest.firstName }) });
  const signOff = (booking: BookingRecord, texts: Texts): Block => ({ text: `${texts.signOff}\n${booking.brandName}` });

  return {
    // paidMinor: what is paid once the confirming payment is counted.
    confirmation(booking: BookingRecord, links: EmailLinks, paidMinor: number): OutboxEmail {
      const { texts, locale } = textsFor(booking.language);
      const money = (amount: number) => formatMoney(amount, booking.currency, locale === 'pt' ? 'pt-PT' : locale);
      const nights = booking.quote.nights.length;
      // The accommodation line in the guest's words (the stored label is the API's), like the site's.
      const accommodation = nights === 1 ? texts.accommodationOneNight : fill(texts.accommodationNights, { count: nights });
      const rows: [string, string][] = booking.quote.lines.map((line) => [line.kind === 'accommodation' ? accommodation : line.label, money(line.amountMinor)]);
      rows.push([texts.total, money(booking.totalMinor)], [texts.perNight, money(allInPerNightMinor(booking.quote.lines, nights))], [texts.paid, money(paidMinor)]);
      if (paidMinor < booking.totalMinor) rows.push([texts.balance, money(booking.totalMinor - paidMinor)]);
      return envelope(booking, `booking-confirmed:${booking.id}`, fill(texts.confirmation.subject, { code: booking.code }), [
        greeting(booking, texts),
        { text: fill(texts.confirmation.intro, { brand: booking.brandName }) },
        ...stayBlocks(booking, texts, locale),
        { text: texts.confirmation.itemsHeading },
        { rows },
        { text: texts.confirmation.checkinIntro },
        { link: links.checkin, label: texts.confirmation.checkinButton },
        { text: texts.confirmation.manageIntro },
        { link: links.manage, label: texts.confirmation.manageButton },
        signOff(booking, texts),
      ]);
    },

    paymentLink(booking: BookingRecord, instalment: { id: number; amountMinor: number; dueDate: string }, links: EmailLinks): OutboxEmail {
      const { texts, locale } = textsFor(booking.language);
      const amount = formatMoney(instalment.amountMinor, booking.currency, locale);
      return envelope(booking, `instalment-payment-link:${instalment.id}`, fill(texts.paymentLink.subject, { code: booking.code }), [
        greeting(booking, texts),
        { text: fill(texts.paymentLink.intro, { amount, dueDate: formatStayDate(instalment.dueDate, locale) }) },
        ...stayBlocks(booking, texts, locale),
        { text: texts.paymentLink.action },
        { link: links.payment, label: texts.paymentLink.button },
        { text: texts.paymentLink.warning },
        { link: links.manage, label: texts.confirmation.manageButton },
        signOff(booking, texts),
      ]);
    },

    cancellation(booking: BookingRecord): OutboxEmail {
      const { texts, locale } = textsFor(booking.language);
      return envelope(booking, `booking-cancelled:${booking.id}`, fill(texts.cancellation.subject, { code: booking.code }), [
        greeting(booking, texts),
        { text: fill(texts.cancellation.intro, { property: booking.propertyName, checkIn: formatStayDate(booking.checkIn, locale), checkOut: formatStayDate(booking.checkOut, locale) }) },
        { text: fill(texts.cancellation.contact, { brand: booking.brandName }) },
        signOff(booking, texts),
      ]);
    },
  };
}
