import { hostReviewSortValues } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListQuery } from '../../../lib/lists/list-query.ts';

// Filters and sort of the review list: a GET form, so the URL keeps them.
export function ReviewFilters({ query, property, properties, action }: { query: ListQuery<string>; property: number | null; properties: { id: number; name: string }[]; action: string }) {
  const { t } = useTranslation();
  const select = (name: string, label: string, options: { value: string; label: string }[], value: string) => (
    <Field id={`review-filter-${name}`} label={label}>
      {(control) => (
        <select name={name} defaultValue={value} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const any = { value: '', label: t('consoleReviews.filters.any') };
  return (
    <Form method="get" action={action} className="form-row review-filters" role="search" aria-label={t('consoleReviews.filters.title')}>
      {select('property', t('consoleReviews.filters.property'), [any, ...properties.map((p) => ({ value: String(p.id), label: p.name }))], property ? String(property) : '')}
      {select('rating', t('consoleReviews.filters.rating'), [any, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('consoleReviews.filters.stars', { count: n }) }))], query.filters['rating'] ?? '')}
      {select('status', t('consoleReviews.filters.status'), [any, { value: 'published', label: t('consoleReviews.status.published') }, { value: 'hidden', label: t('consoleReviews.status.hidden') }], query.filters['status'] ?? '')}
      {select('replied', t('consoleReviews.filters.replied'), [any, { value: 'true', label: t('consoleReviews.filters.repliedYes') }, { value: 'false', label: t('consoleReviews.filters.repliedNo') }], query.filters['replied'] ?? '')}
      {select('sort', t('consoleReviews.filters.sort'), hostReviewSortValues.map((value) => ({ value, label: t(`consoleReviews.filters.sorts.${value}`) })), query.sort)}
      <Button type="submit" variant="secondary">
        {t('consoleReviews.filters.apply')}
      </Button>
    </Form>
  );
}
