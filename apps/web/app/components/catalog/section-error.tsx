import { useTranslation } from 'react-i18next';

// A section whose API call failed: the rest of the page still shows.
export function SectionError() {
  const { t } = useTranslation();
  return (
    <p className="section-error" role="status">
      {t('catalog.sectionError')}
    </p>
  );
}
