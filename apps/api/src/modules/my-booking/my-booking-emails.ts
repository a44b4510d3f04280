import type { Booking, BookingEmailDraft } from '../bookings/booking-ports.ts';
import { renderBrandedEmail, type EmailBlock } from '../email/email-ports.ts';
import { fill, formatDate, money, myBookingTextsFor } from './my-booking-texts.ts';

// The emails "My booking" writes: the link a guest asked for, the guest's own cancellation (with
// the refund), and the host's notice of it. Guest emails in the booking's language; the host's
// notice in the brand's layout and the booking's language too (the host reads the timeline in theirs).

export const managePathOf = (code: string, token: string) => `/booking/manage/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;

export function createMyBookingEmails(fromAddress: string) {
  function draft(booking: Booking, input: { dedupeKey: string; kind: string; to: string; subject: string; blocks: EmailBlock[] }): BookingEmailDraft {
    return {
      organizationId: booking.organizationId,
      brandId: booking.brandId,
      bookingId: booking.id,
      kind: input.kind,
      dedupeKey: input.dedupeKey,
      toAddress: input.to,
      fromAddress,
      subject: input.subject,
      ...renderBrandedEmail(input.blocks, { brand: booking.emailBrand ?? null, language: booking.language }),
    };
  }

  const stayOf = (booking: Booking, locale: string) => ({ code: booking.code, property: booking.propertyName, checkIn: formatDate(booking.checkIn, locale), checkOut: formatDate(booking.checkOut, locale) });

  return {
    link(booking: Booking, token: string, dedupeKey: string): BookingEmailDraft {
      const { texts, locale } = myBookingTextsFor(booking.language);
      const url = `${booking.siteOrigin ?? ''}${managePathOf(booking.code, token)}`;
      return draft(booking, {
        dedupeKey,
        kind: 'manage_link',
        to: booking.guest.email,
        subject: fill(texts.link.subject, { code: booking.code }),
        blocks: [
          { text: fill(texts.greeting, { name: booking.guest.firstName }) },
          { text: fill(texts.link.intro, stayOf(booking, locale)) },
          { link: url, label: texts.button },
          { text: texts.link.ignore },
          { text: texts.signOff },
        ],
      });
    },

    guestCancelled(booking: Booking, refundMinor: number): BookingEmailDraft {
      const { texts, locale } = myBookingTextsFor(booking.language);
      return draft(booking, {
        dedupeKey: `guest-cancelled:${booking.id}`,
        kind: 'booking_cancelled_by_guest',
        to: booking.guest.email,
        subject: fill(texts.cancelled.subject, { code: booking.code }),
        blocks: [
          { text: fill(texts.greeting, { name: booking.guest.firstName }) },
          { text: fill(texts.cancelled.intro, stayOf(booking, locale)) },
          { text: refundMinor > 0 ? fill(texts.cancelled.refund, { amount: money(refundMinor, booking.currency, locale) }) : texts.cancelled.noRefund },
          { text: texts.signOff },
        ],
      });
    },

    hostNotice(booking: Booking, to: string, refundMinor: number): BookingEmailDraft {
      const { texts, locale } = myBookingTextsFor(booking.language);
      return draft(booking, {
        dedupeKey: `guest-cancelled-host:${booking.id}`,
        kind: 'host_guest_cancelled',
        to,
        subject: fill(texts.hostCancelled.subject, { code: booking.code }),
        blocks: [
          { text: fill(texts.hostCancelled.intro, { ...stayOf(booking, locale), guest: `${booking.guest.firstName} ${booking.guest.lastName}`.trim() }) },
          { text: fill(texts.hostCancelled.refund, { amount: money(refundMinor, booking.currency, locale) }) },
        ],
      });
    },
  };
}
