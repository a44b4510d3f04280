import type { CalendarConflict } from '@direct/contracts';
import { DataTable } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useOrganization } from '../../../lib/session/organization-data.ts';

// The imported events refused because we hold those nights: the channel's side and ours, side by
// side, and what to do (the booking made here always stays).
export function ConflictsList({ conflicts }: { conflicts: CalendarConflict[] }) {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const day = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return (
    <section aria-labelledby="conflicts-title" className="calendar-conflicts">
      <h2 id="conflicts-title">{t('consoleCalendarSync.conflicts.heading')}</h2>
      {conflicts.length === 0 ? (
        <p className="muted">{t('consoleCalendarSync.conflicts.empty')}</p>
      ) : (
        <>
          <p>{t('consoleCalendarSync.conflicts.whatToDo')}</p>
          <DataTable caption={t('consoleCalendarSync.conflicts.caption')} captionHidden>
            <thead>
              <tr>
                <th scope="col">{t('consoleCalendarSync.list.unit')}</th>
                <th scope="col">{t('consoleCalendarSync.conflicts.channelSide')}</th>
                <th scope="col">{t('consoleCalendarSync.conflicts.ourSide')}</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((conflict) => (
                <tr key={conflict.id}>
                  <th scope="row">
                    {conflict.unit.propertyName} · {conflict.unit.name}
                  </th>
                  <td>
                    {conflict.feed.label}: {conflict.event.summary ?? conflict.event.uid}, {day(conflict.event.startsOn)} – {day(conflict.event.endsOn)}
                  </td>
                  <td>
                    {conflict.hits.bookingId && conflict.hits.bookingCode ? (
                      <a href={`/o/${organization.id}/bookings/${conflict.hits.bookingId}`}>
                        {t('consoleCalendarSync.conflicts.booking', {
                          code: conflict.hits.bookingCode,
                          guest: conflict.hits.guestName ?? '',
                          from: conflict.hits.startsOn ? day(conflict.hits.startsOn) : '',
                          to: conflict.hits.endsOn ? day(conflict.hits.endsOn) : '',
                        })}
                      </a>
                    ) : conflict.hits.kind === 'feed' ? (
                      t('consoleCalendarSync.conflicts.otherCalendar', { label: conflict.hits.feedLabel ?? '' })
                    ) : (
                      t('consoleCalendarSync.conflicts.block')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
