import type { HostDashboardToday } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { Badge, DataTable } from '@direct/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useOrganization } from '../../../lib/session/organization-data.ts';

type Row = { key: string | number; cells: ReactNode[] };

// One list of things that need the host: a heading, and a table or the sentence saying none do.
function Attention({ id, title, caption, empty, headers, rows }: { id: string; title: string; caption: string; empty: string; headers: string[]; rows: Row[] }) {
  return (
    <section aria-labelledby={id} className="dashboard__attention">
      <h3 id={id}>
        {title} {rows.length > 0 && <Badge>{rows.length}</Badge>}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <DataTable caption={caption} captionHidden>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

// Unpaid instalments, deposits, new reviews, failed emails and calendar conflicts.
export function AttentionLists({ today }: { today: HostDashboardToday }) {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const base = `/o/${organization.id}`;
  const day = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  const moment = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const col = (key: 'booking' | 'guest' | 'amount' | 'due' | 'todo' | 'status' | 'rating' | 'property' | 'subject' | 'error' | 'when') => t(`consoleToday.dashboard.columns.${key}`);
  const booking = (bookingId: number | null, code: string | null, suffix = '') => (bookingId && code ? <a href={`${base}/bookings/${bookingId}${suffix}`}>{code}</a> : (code ?? '—'));
  return (
    <div className="dashboard__lists">
      <Attention
        id="unpaid-title"
        title={t('consoleToday.dashboard.unpaid')}
        caption={t('consoleToday.dashboard.unpaidCaption')}
        empty={t('consoleToday.dashboard.noUnpaid')}
        headers={[col('booking'), col('guest'), col('amount'), col('due')]}
        rows={today.unpaidInstalments.map((row) => ({
          key: row.instalmentId,
          cells: [
            booking(row.bookingId, row.code),
            row.guestName,
            formatMoney(row.amount.amountMinor, row.amount.currency, lng),
            <>
              {day(row.dueDate)} {row.overdue ? <Badge tone="warning">{t('consoleToday.dashboard.overdue')}</Badge> : <Badge tone="neutral">{t('consoleToday.dashboard.dueToday')}</Badge>}
            </>,
          ],
        }))}
      />
      <Attention
        id="deposits-title"
        title={t('consoleToday.dashboard.deposits')}
        caption={t('consoleToday.dashboard.depositsCaption')}
        empty={t('consoleToday.dashboard.noDeposits')}
        headers={[col('booking'), col('guest'), col('amount'), col('todo')]}
        rows={today.deposits.map((row) => ({
          key: row.bookingId,
          cells: [booking(row.bookingId, row.code), row.guestName, formatMoney(row.amount.amountMinor, row.amount.currency, lng), <a href={`${base}/bookings/${row.bookingId}/deposit`}>{t(`consoleToday.dashboard.todo.${row.todo}`)}</a>],
        }))}
      />
      <Attention
        id="reviews-title"
        title={t('consoleToday.dashboard.reviews')}
        caption={t('consoleToday.dashboard.reviewsCaption')}
        empty={t('consoleToday.dashboard.noReviews')}
        headers={[col('guest'), col('property'), col('rating'), col('when')]}
        rows={today.newReviews.map((row) => ({ key: row.reviewId, cells: [row.authorName, row.propertyName, t('consoleToday.dashboard.stars', { rating: row.rating }), moment(row.createdAt)] }))}
      />
      <Attention
        id="emails-title"
        title={t('consoleToday.dashboard.emails')}
        caption={t('consoleToday.dashboard.emailsCaption')}
        empty={t('consoleToday.dashboard.noEmails')}
        headers={[col('subject'), col('booking'), col('error'), col('when')]}
        rows={today.failedEmails.map((row) => ({ key: row.emailId, cells: [row.subject, booking(row.bookingId, row.code), row.lastError ?? '—', moment(row.createdAt)] }))}
      />
      <Attention
        id="conflicts-title"
        title={t('consoleToday.dashboard.conflicts')}
        caption={t('consoleToday.dashboard.conflicts')}
        empty={t('consoleToday.dashboard.noConflicts')}
        headers={[col('property'), t('consoleCalendarSync.conflicts.channelSide'), t('consoleCalendarSync.conflicts.ourSide'), col('todo')]}
        rows={today.calendarConflicts.map((row) => ({
          key: row.conflictId,
          cells: [
            row.unitName,
            `${row.feedLabel}: ${row.eventSummary ?? ''} ${day(row.startsOn)} – ${day(row.endsOn)}`,
            row.bookingCode
              ? booking(row.bookingId, row.bookingCode)
              : row.hitKind === 'feed'
                ? t('consoleCalendarSync.conflicts.otherCalendar', { label: row.otherFeedLabel ?? '' })
                : t('consoleCalendarSync.conflicts.block'),
            <a href={`${base}/calendar-sync`}>{t('consoleCalendarSync.today.whatToDo')}</a>,
          ],
        }))}
      />
      <Attention
        id="failing-calendars-title"
        title={t('consoleCalendarSync.today.failing')}
        caption={t('consoleCalendarSync.today.failing')}
        empty={t('consoleCalendarSync.today.noFailing')}
        headers={[col('property'), col('error')]}
        rows={today.failingCalendars.map((row) => ({ key: row.feedId, cells: [`${row.label} (${row.unitName})`, <a href={`${base}/calendar-sync`}>{row.lastErrorReason ? t(`consoleCalendarSync.reasons.${row.lastErrorReason}`) : (row.lastError ?? '—')}</a>] }))}
      />
    </div>
  );
}
