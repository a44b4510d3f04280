import type { HostBookingTimelineEntry } from '@direct/contracts';
import { Panel } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatMoment } from '../booking-format.ts';
import { timelineSentence } from '../timeline-sentence.ts';

// Everything that happened to the booking, newest first, as the API merged it.
export function BookingTimeline({ entries }: { entries: HostBookingTimelineEntry[] }) {
  const { t, lng } = useTranslation();
  return (
    <Panel className="booking-timeline" aria-labelledby="booking-timeline">
      <h2 id="booking-timeline">{t('consoleBookings.booking.timeline')}</h2>
      <p className="muted">{t('consoleBookings.booking.timelineIntro')}</p>
      <ol className="timeline">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${entry.kind}-${index}`} className="timeline__entry" data-origin={entry.origin}>
            <p className="timeline__what">{timelineSentence(entry, t, lng)}</p>
            <p className="timeline__when muted">
              <time dateTime={entry.at}>{formatMoment(entry.at, lng)}</time>
              {entry.actor && ` · ${t('consoleBookings.booking.by', { name: entry.actor.name ?? t(`consoleBookings.booking.actors.${entry.actor.kind}`) })}`}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
