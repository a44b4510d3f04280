import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';
import { announcementFor, formatCountdown, sameAnnouncement, type CountdownAnnouncement } from '../countdown.ts';

function announcementText(t: TFunction, announcement: CountdownAnnouncement): string {
  if (announcement.kind === 'minutes') return t('paymentPage.countdown.minutes', { count: announcement.count });
  if (announcement.kind === 'lastMinute') return t('paymentPage.countdown.lastMinute');
  return t('paymentPage.countdown.over');
}

// Time left on the booking's hold (mm:ss). The visible timer is a role="timer" (not announced);
// a polite status says the minutes left once a minute, and once in the last minute. The server
// renders the time left when the page was made; the browser counts on from there with its own
// clock (so a wrong clock on the guest's computer doesn't matter).
export function HoldCountdown({ initialSeconds, onExpired }: { initialSeconds: number; onExpired: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(initialSeconds);
  const [announcement, setAnnouncement] = useState(() => announcementFor(initialSeconds));
  const expiredRef = useRef(onExpired);
  useEffect(() => {
    expiredRef.current = onExpired;
  });

  useEffect(() => {
    const deadline = Date.now() + initialSeconds * 1000;
    let last = announcementFor(initialSeconds);
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      const next = announcementFor(left);
      if (!sameAnnouncement(next, last)) {
        last = next;
        setAnnouncement(next);
      }
      if (left <= 0) {
        window.clearInterval(timer);
        expiredRef.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [initialSeconds]);

  return (
    <div className="payment-countdown">
      <p className="payment-countdown__row">
        <span id="payment-countdown-label" className="payment-countdown__label">
          {t('paymentPage.countdown.label')}
        </span>
        <span role="timer" aria-labelledby="payment-countdown-label" className="payment-countdown__time" data-testid="hold-countdown">
          {formatCountdown(seconds)}
        </span>
      </p>
      <p role="status" className="visually-hidden">
        {announcementText(t, announcement)}
      </p>
    </div>
  );
}
