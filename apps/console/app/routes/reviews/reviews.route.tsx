import { endpoints, hostReviewSortValues } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Pagination } from '@direct/ui';
import { data, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { readListQuery, type ListQuerySpec } from '../../lib/lists/list-query.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { ReviewCard } from './components/review-card.tsx';
import { ReviewFilters } from './components/review-filters.tsx';
import { ReviewStats } from './components/review-stats.tsx';
import { reviewAction } from './reviews.server.ts';
import type { Route } from './+types/reviews.route';
import styles from './reviews.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const pageSize = 20;
type ReviewSort = (typeof hostReviewSortValues)[number];
const listSpec: ListQuerySpec<ReviewSort> = {
  sorts: hostReviewSortValues,
  defaultSort: 'newest',
  filters: { rating: ['1', '2', '3', '4', '5'], status: ['published', 'hidden'], replied: ['true', 'false'] },
};

// The organization's guest reviews: ratings per property, the list filtered by the URL, and per
// review the public reply and hiding with a reason.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const query = readListQuery(url, listSpec);
  const property = Number(url.searchParams.get('property'));
  const organizationId = Number(params.organizationId);
  const [list, stats] = await orNotFound(
    Promise.all([
      hostCall(endpoints.hostListReviews, token, {
        params: { organizationId },
        query: {
          page: query.page,
          limit: pageSize,
          sort: query.sort,
          property: Number.isInteger(property) && property > 0 ? property : undefined,
          rating: query.filters['rating'] ? Number(query.filters['rating']) : undefined,
          status: query.filters['status'] as 'published' | 'hidden' | undefined,
          replied: query.filters['replied'] as 'true' | 'false' | undefined,
        },
        signal: request.signal,
      }),
      hostCall(endpoints.hostReviewStats, token, { params: { organizationId }, signal: request.signal }),
    ]),
  );
  return { list, stats: stats.data, query, property: Number.isInteger(property) && property > 0 ? property : null };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const result = await reviewAction(form, Number(params.organizationId), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t(result.done) }, context);
}

export default function Reviews() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { list, stats, query, property } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const canWrite = roleAllows(organization.role, 'messages:write');
  const title = t('consoleReviews.title');
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  const pageHref = (page: number) => {
    const search = new URLSearchParams(location.search);
    if (page > 1) search.set('page', String(page));
    else search.delete('page');
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleReviews.intro')}</p>
      {!canWrite && <p className="muted">{t('consoleReviews.readOnly')}</p>}
      {stats.length > 0 && <ReviewStats stats={stats} />}
      <ReviewFilters query={query} property={property} properties={stats.map((row) => ({ id: row.propertyId, name: row.propertyName }))} action={location.pathname} />
      {result && !result.ok && <FormErrorSummary result={result} />}
      {list.data.length === 0 ? (
        <p className="empty-state">{t('consoleReviews.empty')}</p>
      ) : (
        <ol className="review-list" aria-label={t('consoleReviews.listLabel')}>
          {list.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} canWrite={canWrite} result={result && !result.ok && result.reviewId === review.id ? result : undefined} />
            </li>
          ))}
        </ol>
      )}
      {totalPages > 1 && (
        <Pagination
          label={t('consoleReviews.listLabel')}
          items={paginationItems(list.meta.page, totalPages)}
          previous={list.meta.page > 1 ? list.meta.page - 1 : null}
          next={list.meta.page < totalPages ? list.meta.page + 1 : null}
          link={(target, props) => <Link to={pageHref(target)} {...props} />}
          texts={{ previous: t('consoleProperties.list.previous'), next: t('consoleProperties.list.next'), page: (n) => t('consoleProperties.list.page', { page: n }) }}
        />
      )}
    </>
  );
}
