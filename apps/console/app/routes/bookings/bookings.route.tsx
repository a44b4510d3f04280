import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { ButtonLink, Pagination } from '@direct/ui';
import { Link, useLoaderData, useLocation } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { readListQuery } from '../../lib/lists/list-query.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { apiFilters, bookingListSpec, dateFilters } from './booking-list-query.ts';
import { BookingFilters } from './components/booking-filters.tsx';
import { BookingsTable } from './components/bookings-table.tsx';
import type { Route } from './+types/bookings.route';
import bookingsStyles from './bookings.css?url';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bookingsStyles }];

const pageSize = 25;

// The organization's bookings: filtered, searched, sorted and paged by the URL (a GET form), so it
// works without JavaScript, survives a reload and the CSV link exports exactly what is shown.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const query = readListQuery(url, bookingListSpec);
  const filters = apiFilters(url, query);
  const organizationId = Number(params.organizationId);
  const [list, properties] = await orNotFound(
    Promise.all([
      hostCall(endpoints.hostListBookings, token, { params: { organizationId }, query: { ...filters, page: query.page, limit: pageSize }, signal: request.signal }),
      hostCall(endpoints.hostListProperties, token, { params: { organizationId }, query: { limit: 100, sort: 'name' }, signal: request.signal }),
    ]),
  );
  return { list, query, filters, properties: properties.data.map(({ id, name }) => ({ id, name })) };
}

export default function Bookings() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { list, query, filters, properties } = useLoaderData<typeof loader>();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://console.invalid');
  const base = `/o/${organization.id}/bookings`;
  const filtered = query.search !== '' || Object.keys(query.filters).length > 0 || filters.propertyId !== undefined || dateFilters.some((name) => filters[name]);
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  const title = t('consoleBookings.list.title');
  const exportParams = new URLSearchParams(url.search);
  exportParams.delete('page');
  const exportSearch = exportParams.toString();
  const pageHref = (page: number) => {
    const search = new URLSearchParams(url.search);
    if (page > 1) search.set('page', String(page));
    else search.delete('page');
    const text = search.toString();
    return `${base}${text ? `?${text}` : ''}`;
  };
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <div className="page-head">
        <h1 tabIndex={-1}>{title}</h1>
        <div className="page-actions">
          {roleAllows(organization.role, 'bookings:write') && <ButtonLink href={`${base}/new`}>{t('consoleBookingActions.create.title')}</ButtonLink>}
          {list.meta.total > 0 && (
            <ButtonLink href={`${base}/export${exportSearch ? `?${exportSearch}` : ''}`} variant="secondary" download>
              {t('consoleBookings.list.exportCsv')}
            </ButtonLink>
          )}
        </div>
      </div>
      <p className="muted">{t('consoleBookings.list.intro')}</p>
      {list.meta.total === 0 && !filtered ? (
        <section className="empty-state" aria-labelledby="empty-title">
          <h2 id="empty-title">{t('consoleBookings.list.emptyTitle')}</h2>
          <p>{t('consoleBookings.list.emptyText')}</p>
        </section>
      ) : (
        <>
          {/* Keyed by the address: a link that changes the filters (clear, sort) shows them anew. */}
          <BookingFilters key={url.search} query={query} filters={filters} properties={properties} action={base} />
          <p className="muted" role="status">
            {t('consoleBookings.list.count', { count: list.meta.total })}
          </p>
          {list.data.length === 0 ? (
            <p>
              {t('consoleBookings.list.noMatch')} <Link to={base}>{t('consoleBookings.list.clear')}</Link>
            </p>
          ) : (
            <BookingsTable items={list.data} query={query} url={url} base={base} caption={t('consoleBookings.list.caption', { page: list.meta.page, total: totalPages })} />
          )}
          {totalPages > 1 && (
            <Pagination
              label={t('consoleBookings.list.pages')}
              items={paginationItems(list.meta.page, totalPages)}
              previous={list.meta.page > 1 ? list.meta.page - 1 : null}
              next={list.meta.page < totalPages ? list.meta.page + 1 : null}
              link={(target, props) => <Link to={pageHref(target)} {...props} />}
              texts={{ previous: t('consoleBookings.list.previous'), next: t('consoleBookings.list.next'), page: (n) => t('consoleBookings.list.page', { page: n }) }}
            />
          )}
        </>
      )}
    </>
  );
}
