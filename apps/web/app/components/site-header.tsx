import type { SiteBrand } from '../lib/root-data.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { Link, NavLink, useLocation } from 'react-router';
import { homePathFor, localizedPath } from '../lib/i18n/language-links.ts';
import type { LocaleData } from '../lib/i18n/locale.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

export function SiteHeader({ brand, locale }: { brand: SiteBrand; locale: LocaleData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = homePathFor(pathname);
  const links = [
    { to: '/explore', label: t('nav.explore') },
    { to: '/destinations', label: t('nav.destinations') },
    { to: '/hosts', label: t('nav.hosts') },
    { to: '/blog', label: t('nav.blog') },
    { to: '/contact', label: t('nav.contact') },
  ];
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={home} className="site-header__brand">
          <BrandLogo brand={brand} />
          {/* Spoken as "Lisbon Stays home page"; an aria-label would hide the visible logo text. */}
          <span className="visually-hidden"> {t('shell.homePage')}</span>
        </Link>
        <nav className="primary-nav" aria-label={t('shell.primaryNavigation')}>
          <ul>
            <li>
              <NavLink to={home} end className={activeClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={localizedPath(pathname, link.to)} className={activeClass}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} />
      </div>
    </header>
  );
}

// NavLink's own default writes class="" on every inactive link: bytes on every page.
const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'active' : undefined);
