import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import type { LocaleData } from '../lib/i18n/locale.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SkipLink } from './skip-link.tsx';

// The neutral frame for pages that have no brand (an unregistered host name, or the brand could
// not be loaded): the platform's name instead of a host's, and nothing to navigate to.
export function PlatformShell({ locale, year, children }: { locale: LocaleData; year: number; children: ReactNode }) {
  const { t } = useTranslation();
  const platform = t('platform.name');
  return (
    <>
      <SkipLink />
      <header className="site-header site-header--platform">
        <div className="container site-header__inner">
          <p className="site-header__brand">
            <span className="brand-logo">
              <span className="brand-logo__mark" aria-hidden="true">
                {platform.slice(0, 1)}
              </span>
              <span className="brand-logo__name">{platform}</span>
            </span>
          </p>
          <LanguageSwitcher locale={locale} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <footer className="site-footer site-footer--compact">
        <div className="container site-footer__bottom">
          <p>{t('shell.copyright', { year, brand: platform })}</p>
          <p>{t('platform.tagline')}</p>
        </div>
      </footer>
    </>
  );
}
