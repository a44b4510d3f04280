import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// "Destinations › Lisbon": where the page sits, the last item being the page itself.
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('places.breadcrumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
