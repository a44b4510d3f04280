import type { Brand } from '@direct/contracts';
import { useTranslation } from 'react-i18next';
import { ContactDetails, hasContactDetails } from './contact-details.tsx';

export function SiteFooter({ brand, year }: { brand: Brand; year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div>
          <p className="site-footer__brand">{brand.name}</p>
          {brand.tagline && <p className="site-footer__tagline">{brand.tagline}</p>}
        </div>
        {hasContactDetails(brand) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {t('shell.contactHeading')}
            </h2>
            <ContactDetails brand={brand} className="contact-details--footer" />
          </section>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>{t('shell.copyright', { year, brand: brand.name })}</p>
        <p>{t('shell.poweredBy', { platform: t('platform.name') })}</p>
      </div>
    </footer>
  );
}
