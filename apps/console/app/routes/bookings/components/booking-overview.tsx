import type { HostBooking } from '@direct/contracts';
import { Panel } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatMoment, formatStayDate } from '../booking-format.ts';

// What was booked: the stay, where, by whom, from where; and the online check-in's state.
export function BookingOverview({ booking }: { booking: HostBooking }) {
  const { t, lng } = useTranslation();
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <Panel className="booking-section" aria-labelledby="booking-overview">
        <h2 id="booking-overview">{t('consoleBookings.booking.overview')}</h2>
        <dl className="booking-facts">
          {row(
            t('consoleBookings.booking.stay'),
            <>
              <time dateTime={booking.checkIn}>{formatStayDate(booking.checkIn, lng)}</time> – <time dateTime={booking.checkOut}>{formatStayDate(booking.checkOut, lng)}</time>
              <br />
              <span className="muted">
                {t('consoleBookings.booking.nights', { count: booking.nights })} · {t('consoleBookings.booking.party', { adults: booking.adults, children: booking.children, pets: booking.pets })}
                {booking.arrivalTime && ` · ${t('consoleBookings.booking.arrivalTime', { time: booking.arrivalTime })}`}
              </span>
            </>,
          )}
          {row(t('consoleBookings.booking.property'), `${booking.property.name} · ${booking.unitType.name}`)}
          {row(t('consoleBookings.booking.unit'), booking.units.length > 0 ? booking.units.map((unit) => unit.name).join(', ') : t('consoleBookings.booking.unitsNone'))}
          {row(t('consoleBookings.booking.ratePlan'), booking.ratePlan.name)}
          {row(
            t('consoleBookings.booking.booker'),
            <>
              {booking.booker.name || '—'}
              {booking.booker.email && (
                <>
                  <br />
                  <a href={`mailto:${booking.booker.email}`}>{booking.booker.email}</a>
                </>
              )}
            </>,
          )}
          {row(t('consoleBookings.booking.source'), t(`consoleBookings.source.${booking.source}`))}
          {row(t('consoleBookings.booking.created'), formatMoment(booking.createdAt, lng))}
        </dl>
        {booking.status === 'pending_payment' && booking.holdExpiresAt && <p className="muted">{t('consoleBookings.booking.holdUntil', { time: formatMoment(booking.holdExpiresAt, lng) })}</p>}
        {booking.cancelReason && <p>{t('consoleBookings.booking.cancelReason', { reason: booking.cancelReason })}</p>}
      </Panel>
      <Panel className="booking-section" aria-labelledby="booking-checkin">
        <h2 id="booking-checkin">{t('consoleBookings.booking.checkin')}</h2>
        <p>{booking.checkin.readyAt ? t('consoleBookings.booking.checkinReady', { time: formatMoment(booking.checkin.readyAt, lng) }) : t('consoleBookings.booking.checkinNotReady')}</p>
        {booking.checkin.steps.length === 0 ? (
          <p className="muted">{t('consoleBookings.booking.noSteps')}</p>
        ) : (
          <ul className="booking-steps">
            {booking.checkin.steps.map((step) => (
              <li key={step.step} data-status={step.status}>
                <span>{t(`consoleBookings.booking.steps.${step.step}` as 'consoleBookings.booking.steps.general_info')}</span>
                <span className={step.status === 'completed' ? undefined : 'muted'}>
                  {t(`consoleBookings.booking.stepStatus.${step.status}`)}
                  {step.completedAt && ` · ${formatMoment(step.completedAt, lng)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
