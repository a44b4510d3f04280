import type { MyBooking } from '@direct/contracts';
import { Panel } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// Check-in progress, the arrival time and the card on file: each a link to its own page.
export function SelfServiceLinks({ booking, token, pathOf }: { booking: MyBooking; token: string; pathOf: (path: string) => string }) {
  const { t } = useTranslation();
  const code = encodeURIComponent(booking.booking.code);
  const access = encodeURIComponent(token);
  const { checkin } = booking;
  const done = checkin ? checkin.steps.filter((step) => step.state === 'completed').length : 0;
  return (
    <>
      <Panel className="my-booking__section" aria-labelledby="checkin-title">
        <h2 id="checkin-title">{t('myBooking.checkinHeading')}</h2>
        {checkin ? (
          <>
            <p data-testid="my-booking-checkin">{checkin.ready ? t('myBooking.checkinReady') : t('myBooking.checkinProgress', { done, total: checkin.steps.length })}</p>
            <p>
              <a href={pathOf(checkin.hubPath)}>{t('myBooking.checkinOpen')}</a>
            </p>
          </>
        ) : (
          <p className="muted">{t('myBooking.checkinLater')}</p>
        )}
      </Panel>
      {checkin && (
        <Panel className="my-booking__section" aria-labelledby="arrival-title">
          <h2 id="arrival-title">{t('myBooking.arrivalHeading')}</h2>
          <p>{booking.arrivalTime ? t('myBooking.arrivalGiven', { time: booking.arrivalTime }) : t('myBooking.arrivalNone')}</p>
          <p>
            <a href={pathOf(`/booking/arrival-time/${code}/${access}`)}>{t('myBooking.arrivalChange')}</a>
          </p>
        </Panel>
      )}
      {booking.actions.canUpdateCard && (
        <Panel className="my-booking__section" aria-labelledby="card-title">
          <h2 id="card-title">{t('myBooking.cardHeading')}</h2>
          <p>
            <a href={pathOf(`/booking/card/${code}/${access}`)}>{t('myBooking.cardUpdate')}</a>
          </p>
        </Panel>
      )}
    </>
  );
}

