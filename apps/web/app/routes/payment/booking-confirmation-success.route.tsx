import { buttonClassName, Panel } from '@direct/ui';
import { Link, useLocation } from 'react-router';
import { ReturnHomeCountdown } from './components/return-home-countdown.tsx';
import { homePathFor } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import paymentStyles from './payment.css?url';
import type { Route } from './+types/booking-confirmation-success.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// The final success page (spec §2): thanks, the booking code when given (?booking=), the
// confirmation email and the next step; back to the home page after 20 seconds, as a countdown
// the guest can stop or extend (components/return-home-countdown.tsx; no meta refresh, which
// can't be). "Go now" is a plain link, also the way home without JavaScript.

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('paymentPage.success.title'), { noindex: true });
}

export function loader({ url }: Route.LoaderArgs) {
  const code = url.searchParams.get('booking') ?? '';
  return { bookingCode: /^[\w-]{3,40}$/.test(code) ? code : null };
}

export default function BookingConfirmationSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = homePathFor(pathname);

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
        <ReturnHomeCountdown home={home} />
        <p>
          <Link className={buttonClassName()} to={home} reloadDocument>
            {t('paymentPage.success.goNow')}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
