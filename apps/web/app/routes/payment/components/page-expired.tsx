import { buttonClassName } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { homePathFor, localizedPath } from '../../../lib/i18n/language-links.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// "Page Expired" (spec §4): the hold lapsed, the dates were released. `focusOnMount` when it
// replaces the form in front of the guest (the countdown ran out), so screen readers hear it.
export function PageExpired({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const search = localizedPath(pathname, '/search');
  return (
    <section className="payment-expired" aria-labelledby="payment-expired-title">
      <svg className="payment-expired__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
      </svg>
      <h1 id="payment-expired-title" ref={headingRef} tabIndex={-1}>
        {t('paymentPage.expired.title')}
      </h1>
      <p>{t('paymentPage.expired.text')}</p>
      <p>{t('paymentPage.expired.help')}</p>
      <p className="payment-expired__actions">
        <Link className={buttonClassName()} to={search} reloadDocument>
          {t('paymentPage.expired.action')}
        </Link>
        <Link className="payment-link" to={homePathFor(pathname)} reloadDocument>
          {t('paymentPage.expired.home')}
        </Link>
      </p>
    </section>
  );
}
