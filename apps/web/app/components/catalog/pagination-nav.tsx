import { Pagination } from '@direct/ui';
import { Link, useLocation } from 'react-router';
import { pageHref, type PaginationModel } from '../../lib/catalog/pagination.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

// Plain links (work without JavaScript), the current page marked with aria-current.
export function PaginationNav({ model }: { model: PaginationModel }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (model.pageCount <= 1) return null;
  return (
    <Pagination
      label={t('pagination.label')}
      items={model.items}
      previous={model.previous}
      next={model.next}
      link={(page, props) => <Link to={pageHref(pathname, search, page)} {...props} />}
      texts={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (page) => t('pagination.page', { page }) }}
    />
  );
}
