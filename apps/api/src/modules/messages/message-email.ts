import { catalogs } from '@direct/i18n';
import type { Booking } from '../bookings/booking-ports.ts';
import { fillTemplate, renderEmailBlocks } from '../email/email-ports.ts';

// The guest's copy of a host's message, in the booking's language (English when it has no
// catalog). The host's words go out as plain text; the reply address does the rest.

type Texts = (typeof catalogs)['en']['messageEmails'];

function textsFor(language: string): Texts {
  return (catalogs as Record<string, { messageEmails: Texts } | undefined>)[language]?.messageEmails ?? catalogs.en.messageEmails;
}

export type MessageEmails = ReturnType<typeof createMessageEmails>;

export function createMessageEmails() {
  return {
    message(input: { booking: Booking; brandName: string; body: string; author: string }): { subject: string; textBody: string; htmlBody: string } {
      const texts = textsFor(input.booking.language);
      const values = {
        property: input.booking.propertyName,
        code: input.booking.code,
        name: input.booking.guest.firstName || input.booking.guest.lastName,
        author: input.author,
        brand: input.brandName || input.booking.propertyName,
      };
      const rendered = renderEmailBlocks([
        { text: fillTemplate(texts.greeting, values) },
        { text: input.body },
        { text: fillTemplate(texts.signature, values) },
        { text: texts.replyHint },
      ]);
      return { subject: fillTemplate(texts.subject, values), ...rendered };
    },
  };
}
