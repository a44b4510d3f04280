import { Button } from '@direct/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { extendedDeadline, returnHomeMilestone, returnHomeSeconds, secondsLeftOf } from '../countdown.ts';

// The success page's return home after 20 seconds (spec §2) as a countdown the guest controls
// (WCAG 2.2.1): "Stay on this page" stops it, "Give me 20 more seconds" extends it. Not a meta
// refresh, which can't be stopped (axe: meta-refresh). The visible timer is not announced each
// second; a polite status says when it starts, at 10 and 5 seconds, and when it stops or grows.
// Without JavaScript nothing moves: the page's "Go to the home page now" link is there.
export function ReturnHomeCountdown({ home }: { home: string }) {
  const { t } = useTranslation();
  // Null until the page runs in the browser (the server renders nothing of the countdown).
  const [deadline, setDeadline] = useState<number | null>(null);
  const [stopped, setStopped] = useState(false);
  const [seconds, setSeconds] = useState(returnHomeSeconds);
  const [announcement, setAnnouncement] = useState('');
  const lastMilestone = useRef<number | null>(null);
  const stoppedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setDeadline(Date.now() + returnHomeSeconds * 1000);
    setAnnouncement(t('paymentPage.success.redirect', { count: returnHomeSeconds }));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (deadline === null || stopped) return;
    const timer = window.setInterval(() => {
      const left = secondsLeftOf(deadline, Date.now());
      setSeconds(left);
      const milestone = returnHomeMilestone(left);
      if (milestone !== null && milestone !== lastMilestone.current) {
        lastMilestone.current = milestone;
        setAnnouncement(t('paymentPage.success.redirect', { count: left }));
      }
      if (left === 0) {
        window.clearInterval(timer);
        window.location.assign(home);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline, stopped, home, t]);

  if (deadline === null) return null;

  const stop = () => {
    setStopped(true);
    setAnnouncement(t('paymentPage.success.stopped'));
    // The buttons go away with the countdown: keep the keyboard where the guest was.
    requestAnimationFrame(() => stoppedRef.current?.focus());
  };
  const extend = () => {
    const next = extendedDeadline(deadline, Date.now());
    const left = secondsLeftOf(next, Date.now());
    lastMilestone.current = null;
    setDeadline(next);
    setSeconds(left);
    setAnnouncement(t('paymentPage.success.redirect', { count: left }));
  };

  return (
    <div className="payment-countdown" data-testid="return-home">
      {stopped ? (
        <p ref={stoppedRef} tabIndex={-1}>
          {t('paymentPage.success.stopped')}
        </p>
      ) : (
        <>
          <p role="timer">{t('paymentPage.success.redirect', { count: seconds })}</p>
          <div className="payment-countdown__actions">
            <Button variant="secondary" small onClick={stop}>
              {t('paymentPage.success.stop')}
            </Button>
            <Button variant="secondary" small onClick={extend}>
              {t('paymentPage.success.extend')}
            </Button>
          </div>
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
