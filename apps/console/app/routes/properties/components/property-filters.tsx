import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListQuery } from '../../../lib/lists/list-query.ts';

// Search and filters of the property list: a GET form, so the URL keeps them (and the sort).
export function PropertyFilters({ query, action }: { query: ListQuery<string>; action: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="form-row list-filters" role="search" aria-label={t('consoleProperties.list.filters')}>
      {query.sort !== 'name' && <input type="hidden" name="sort" value={query.sort} />}
      {query.direction !== 'asc' && <input type="hidden" name="dir" value={query.direction} />}
      <Field id="filter-q" label={t('consoleProperties.list.search')} hint={t('consoleProperties.list.searchHint')}>
        {(control) => <input type="search" name="q" defaultValue={query.search} maxLength={100} {...control} />}
      </Field>
      <Field id="filter-published" label={t('consoleProperties.list.filterPublished')}>
        {(control) => (
          <select name="published" defaultValue={query.filters['published'] ?? ''} {...control}>
            <option value="">{t('consoleProperties.list.any')}</option>
            <option value="true">{t('consoleProperties.list.onlyPublished')}</option>
            <option value="false">{t('consoleProperties.list.onlyDrafts')}</option>
          </select>
        )}
      </Field>
      <Field id="filter-featured" label={t('consoleProperties.list.filterFeatured')}>
        {(control) => (
          <select name="featured" defaultValue={query.filters['featured'] ?? ''} {...control}>
            <option value="">{t('consoleProperties.list.any')}</option>
            <option value="true">{t('consoleProperties.list.onlyFeatured')}</option>
            <option value="false">{t('consoleProperties.list.notFeatured')}</option>
          </select>
        )}
      </Field>
      <Button type="submit" variant="secondary">
        {t('consoleProperties.list.apply')}
      </Button>
    </Form>
  );
}
