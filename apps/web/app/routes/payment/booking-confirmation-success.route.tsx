import { buttonClassName, Panel } from '@direct/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { homePathFor } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import paymentStyles from './payment.css?url';
import type { Route } from './+types/booking-confirmation-success.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// The final success page (spec §2): thanks, the booking code when given (?booking=), the
// confirmation email and the next step; back to the home page after 20 seconds. The redirect is
// a <meta http-equiv="refresh"> so it works without JavaScript; with it the seconds count down
// on screen (a role="timer", not announced every second). "Go now" is a plain link.

const redirectSeconds = 20;

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentStyles }];

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...brandPageMeta(matches, (t) => t('paymentPage.success.title'), { noindex: true }),
    { httpEquiv: 'refresh', content: `${redirectSeconds};url=${homePathFor(location.pathname)}` },
  ];
}

export function loader({ url }: Route.LoaderArgs) {
  const code = url.searchParams.get('booking') ?? '';
  return { bookingCode: /^[\w-]{3,40}$/.test(code) ? code : null };
}

export default function BookingConfirmationSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = homePathFor(pathname);
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    const deadline = Date.now() + redirectSeconds * 1000;
    setSeconds(redirectSeconds);
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer);
        window.location.assign(home);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [home]);

  return (
    <div className="container task-page">
      <Panel className="payment-success__card" aria-labelledby="success-title">
        <svg className="payment-success__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="m7.8 12.3 2.8 2.8 5.6-5.9" />
        </svg>
        <h1 id="success-title">{t('paymentPage.success.heading')}</h1>
        {loaderData.bookingCode && (
          <p className="payment-success__code" data-testid="booking-code">
            {t('paymentPage.success.code', { code: loaderData.bookingCode })}
          </p>
        )}
        <p>{t('paymentPage.success.emailSent')}</p>
        <h2>{t('paymentPage.success.nextHeading')}</h2>
        <p>{t('paymentPage.success.nextText')}</p>
        <p className="payment-success__redirect">
          <span role="timer">
            {seconds === null ? t('paymentPage.success.redirectNoJs') : t('paymentPage.success.redirect', { count: seconds })}
          </span>
        </p>
        <p>
          <Link className={buttonClassName()} to={home} reloadDocument>
            {t('paymentPage.success.goNow')}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
