import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { languageSwitchHref } from '../lib/i18n/language-links.ts';
import type { LocaleData } from '../lib/i18n/locale.ts';

// Plain links (a full page load): they work before JavaScript has loaded, and the new page comes
// with the new language's catalog.
export function LanguageSwitcher({ locale }: { locale: LocaleData }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav className="language-switcher" aria-label={t('shell.languageSwitcher')}>
      <ul>
        {locale.languages.map(({ code, name }) => (
          <li key={code}>
            <a
              href={languageSwitchHref(location, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale.lng ? 'true' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
