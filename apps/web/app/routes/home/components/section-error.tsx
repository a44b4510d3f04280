import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// A section whose API call failed: the rest of the page still shows.
export function SectionError() {
  const { t } = useTranslation();
  return (
    <p className="section-error" role="status">
      {t('catalog.sectionError')}
    </p>
  );
}
