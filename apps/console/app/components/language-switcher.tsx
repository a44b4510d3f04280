import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n/translation.tsx';

// Plain links (?lng=xx): the server answers in that language and remembers it in a cookie.
export function LanguageSwitcher() {
  const { t, lng, languages } = useTranslation();
  const location = useLocation();
  const hrefFor = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set('lng', code);
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="language-switcher" aria-label={t('console.shell.language')}>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a href={hrefFor(language.code)} lang={language.code} hrefLang={language.code} aria-current={language.code === lng ? 'true' : undefined}>
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
