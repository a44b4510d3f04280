import { catalogFor, fillTemplate, renderEmailBlocks } from '../email/email-ports.ts';
import type { ConflictEmail, RaisedConflict, Recipient } from './feed-sync.repository.ts';

const platform = 'Direct';
const channelNames = { airbnb: 'Airbnb', booking_com: 'Booking.com', vrbo: 'Vrbo', google: 'Google Calendar', other: 'iCal' } as const;

export type ConflictFeed = { id: number; label: string; channel: keyof typeof channelNames; unitName: string; propertyName: string };

// One email per conflict and person (owners and managers), in their language, both sides side by
// side and what to do. The dedupe key makes a retried sync write it once.
export function conflictEmails(feed: ConflictFeed, conflicts: readonly RaisedConflict[], recipients: readonly Recipient[], consoleOrigin: string): ConflictEmail[] {
  const emails: ConflictEmail[] = [];
  for (const conflict of conflicts) {
    for (const recipient of recipients) {
      const { catalog } = catalogFor(recipient.language);
      const texts = catalog.hostEmails;
      const values = { feed: feed.label, channel: channelNames[feed.channel], unit: feed.unitName, property: feed.propertyName, platform, name: recipient.name };
      const ours =
        conflict.kind === 'stay' || conflict.kind === 'hold'
          ? conflict.bookingCode
            ? fillTemplate(texts.calendarConflict.booking, { code: conflict.bookingCode, guest: conflict.guestName ?? '', from: conflict.startsOn, to: conflict.endsOn })
            : texts.calendarConflict.block
          : conflict.kind === 'feed'
            ? fillTemplate(texts.calendarConflict.otherCalendar, { feed: conflict.otherFeedLabel ?? '' })
            : texts.calendarConflict.block;
      const rendered = renderEmailBlocks([
        { text: fillTemplate(texts.greeting, values) },
        { text: fillTemplate(texts.calendarConflict.intro, values) },
        {
          rows: [
            [fillTemplate(texts.calendarConflict.channelEvent, values), `${conflict.summary ?? conflict.uid}, ${conflict.startsOn} – ${conflict.endsOn}`],
            [texts.calendarConflict.ours, ours],
          ],
        },
        { text: fillTemplate(texts.calendarConflict.whatToDo, values) },
        { link: `${consoleOrigin}/`, label: texts.calendarConflict.button },
        { text: fillTemplate(texts.signOff, values) },
      ]);
      emails.push({
        toAddress: recipient.email,
        subject: fillTemplate(texts.calendarConflict.subject, values),
        ...rendered,
        dedupeKey: `calendar-conflict:${conflict.eventId}:${conflict.kind}:${conflict.bookingId ?? 0}:${conflict.startsOn}:${conflict.endsOn}:${recipient.email}`,
      });
    }
  }
  return emails;
}
