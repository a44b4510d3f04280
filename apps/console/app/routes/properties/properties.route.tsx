import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { ButtonLink, Pagination } from '@direct/ui';
import { Link, useLoaderData, useLocation } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { readListQuery, type ListQuerySpec } from '../../lib/lists/list-query.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertiesTable } from './components/properties-table.tsx';
import { PropertyFilters } from './components/property-filters.tsx';
import type { Route } from './+types/properties.route';
import propertiesStyles from './properties.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: propertiesStyles }];

const pageSize = 25;
const sorts = ['name', 'city', 'updated'] as const;
type PropertySort = (typeof sorts)[number];
const listSpec: ListQuerySpec<PropertySort> = { sorts, defaultSort: 'name', filters: { published: ['true', 'false'], featured: ['true', 'false'] } };

// The organization's properties: sorted, filtered and paged by the URL, so it all works without
// JavaScript and survives a reload.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const query = readListQuery(url, listSpec);
  const list = await orNotFound(
    hostCall(endpoints.hostListProperties, token, {
      params: { organizationId: Number(params.organizationId) },
      query: {
        page: query.page,
        limit: pageSize,
        sort: query.direction === 'desc' ? `-${query.sort}` : query.sort,
        published: query.filters['published'],
        featured: query.filters['featured'],
        q: query.search || undefined,
      },
      signal: request.signal,
    }),
  );
  return { list, query };
}

export default function Properties() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { list, query } = useLoaderData<typeof loader>();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://console.invalid');
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const filtered = query.search !== '' || Object.keys(query.filters).length > 0;
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  const base = `/o/${organization.id}/properties`;
  const title = t('consoleProperties.list.title');
  const pageHref = (page: number) => {
    const params = new URLSearchParams(url.search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const search = params.toString();
    return `${base}${search ? `?${search}` : ''}`;
  };
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <div className="page-head">
        <h1 tabIndex={-1}>{title}</h1>
        {canWrite && (list.meta.total > 0 || filtered) && <ButtonLink href={`${base}/new`}>{t('consoleProperties.list.add')}</ButtonLink>}
      </div>
      <p className="muted">{t('consoleProperties.list.intro')}</p>
      {list.meta.total === 0 && !filtered ? (
        <section className="empty-state" aria-labelledby="empty-title">
          <h2 id="empty-title">{canWrite ? t('consoleProperties.list.emptyTitle') : t('consoleProperties.list.emptyReadOnly')}</h2>
          {canWrite && (
            <>
              <p>{t('consoleProperties.list.emptyText')}</p>
              <ButtonLink href={`${base}/new`}>{t('consoleProperties.list.add')}</ButtonLink>
            </>
          )}
        </section>
      ) : (
        <>
          <PropertyFilters query={query} action={base} />
          <p className="muted" role="status">
            {t('consoleProperties.list.count', { count: list.meta.total })}
          </p>
          {list.data.length === 0 ? (
            <p>
              {t('consoleProperties.list.noMatch')} <Link to={base}>{t('consoleProperties.list.clear')}</Link>
            </p>
          ) : (
            <PropertiesTable items={list.data} query={query} url={url} base={base} caption={t('consoleProperties.list.caption', { page: list.meta.page, total: totalPages })} />
          )}
          {totalPages > 1 && (
            <Pagination
              label={t('consoleProperties.list.pages')}
              items={paginationItems(list.meta.page, totalPages)}
              previous={list.meta.page > 1 ? list.meta.page - 1 : null}
              next={list.meta.page < totalPages ? list.meta.page + 1 : null}
              link={(target, props) => <Link to={pageHref(target)} {...props} />}
              texts={{ previous: t('consoleProperties.list.previous'), next: t('consoleProperties.list.next'), page: (n) => t('consoleProperties.list.page', { page: n }) }}
            />
          )}
        </>
      )}
    </>
  );
}
