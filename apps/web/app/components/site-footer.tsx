import { lazy, Suspense } from 'react';
import type { SiteBrand } from '../lib/root-data.ts';
import { useLocation } from 'react-router';
import { localizedPath, withoutLanguagePrefix } from '../lib/i18n/language-links.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { FooterNewsletter } from './contact/footer-newsletter.tsx';
import { ContactDetails, hasContactDetails } from './contact-details.tsx';

// Only brands with measurement tags have a cookie choice to reopen: the others' pages don't load it.
const CookieSettingsLink = lazy(() => import('./consent/cookie-settings-link.tsx').then(({ CookieSettingsLink: link }) => ({ default: link })));

export function SiteFooter({ brand, year, measures }: { brand: SiteBrand; year: number; measures: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The contact page has its own newsletter form, which also shows the answer to the footer's.
  const onContactPage = withoutLanguagePrefix(pathname).replace(/\/+$/, '') === '/contact';
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div>
          <p className="site-footer__brand">{brand.name}</p>
          <p className="site-footer__tagline" data-brand-tagline="" hidden={!brand.tagline}>
            {brand.tagline}
          </p>
        </div>
        {hasContactDetails(brand) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {t('shell.contactHeading')}
            </h2>
            <ContactDetails brand={brand} className="contact-details--footer" />
          </section>
        )}
        {!onContactPage && (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="site-footer__heading">
              {t('newsletter.heading')}
            </h2>
            <FooterNewsletter action={localizedPath(pathname, '/contact')} />
          </section>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>{t('shell.copyright', { year, brand: brand.name })}</p>
        {measures && (
          <Suspense fallback={null}>
            <CookieSettingsLink />
          </Suspense>
        )}
        <p>{t('shell.poweredBy', { platform: t('platform.name') })}</p>
      </div>
    </footer>
  );
}
