import { Notice } from '@direct/ui';
import { formatDate } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The booking a check-in page is about: code, property, dates, guests (and the booker on the hub).

export type SummaryBooking = { code: string; propertyName: string; checkIn: string; checkOut: string; adults: number; children: number; bookerName?: string };

export function CheckinSummary({ booking }: { booking: SummaryBooking }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const guests = [
    t('checkin.summary.adults', { count: booking.adults }),
    ...(booking.children > 0 ? [t('checkin.summary.children', { count: booking.children })] : []),
  ].join(', ');
  return (
    <section className="checkin-card checkin-summary" aria-labelledby="checkin-summary-title">
      <h2 id="checkin-summary-title">{t('checkin.summary.heading')}</h2>
      <dl className="checkin-facts">
        <div>
          <dt>{t('checkin.summary.property')}</dt>
          <dd>{booking.propertyName}</dd>
        </div>
        <div>
          <dt>{t('checkin.summary.dates')}</dt>
          <dd>{t('checkin.summary.datesValue', { checkIn: formatDate(booking.checkIn, lng), checkOut: formatDate(booking.checkOut, lng) })}</dd>
        </div>
        {booking.adults > 0 && (
          <div>
            <dt>{t('checkin.summary.guests')}</dt>
            <dd>{guests}</dd>
          </div>
        )}
        {booking.bookerName && (
          <div>
            <dt>{t('checkin.summary.booker')}</dt>
            <dd>{booking.bookerName}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkin.summary.code')}</dt>
          <dd className="checkin-code">{booking.code}</dd>
        </div>
      </dl>
    </section>
  );
}

export function CheckinNotice({ kind, paymentPath }: { kind: 'unpaid' | 'cancelled'; paymentPath?: string }) {
  const { t } = useTranslation();
  return (
    <div className="container checkin-page">
      <h1>{t('checkin.hub.heading')}</h1>
      <Notice boxed tone="info">
        <p>{kind === 'unpaid' ? t('checkin.hub.unpaid') : t('checkin.hub.cancelled')}</p>
        {kind === 'unpaid' && paymentPath && (
          <p>
            <a href={paymentPath}>{t('checkin.hub.payNow')}</a>
          </p>
        )}
      </Notice>
    </div>
  );
}
