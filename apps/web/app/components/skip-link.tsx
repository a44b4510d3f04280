import { useTranslation } from '../lib/i18n/translation-context.tsx';

// First focusable element of every page: keyboard and screen-reader users jump past the header.
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}
