import { useTranslation } from '../lib/i18n/translation.tsx';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('console.shell.skipToContent')}
    </a>
  );
}
