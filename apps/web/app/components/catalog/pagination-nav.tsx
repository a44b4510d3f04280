import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { pageHref, type PaginationModel } from '../../lib/catalog/pagination.ts';

// Plain links (work without JavaScript), the current page marked with aria-current.
export function PaginationNav({ model }: { model: PaginationModel }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (model.pageCount <= 1) return null;
  const href = (page: number) => pageHref(pathname, search, page);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {model.previous !== null ? (
            <Link to={href(model.previous)} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </span>
          )}
        </li>
        {model.items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href(item.page)}
                className="pagination__page"
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {model.next !== null ? (
            <Link to={href(model.next)} rel="next" className="pagination__step">
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
