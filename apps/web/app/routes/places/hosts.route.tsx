import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { HostCard } from '../../components/catalog/host-card.tsx';
import { PaginationNav } from '../../components/catalog/pagination-nav.tsx';
import { listHosts } from '../../lib/catalog/catalog.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { paginationModel, parsePage } from '../../lib/catalog/pagination.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import catalogStyles from '../../components/catalog/catalog.css?url';
import type { Route } from './+types/hosts.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return brandPageMeta(
    matches,
    (t) => (loaderData && loaderData.meta.page > 1 ? t('pagination.titled', { title: t('hosts.title'), page: loaderData.meta.page }) : t('hosts.title')),
    { location },
  );
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) notFound();
  const brand = context.get(brandContext);
  const result = await listHosts(brand, page, request.signal).catch(pageError);
  // The specification: a hosts list with no items is a 404.
  if (result.data.length === 0) notFound();
  return { hosts: result.data, meta: result.meta };
}

export default function Hosts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { hosts, meta } = loaderData;
  return (
    <div className="container catalog-page">
      <header className="catalog-page__head">
        <h1>{t('hosts.title')}</h1>
        <p className="catalog-page__intro">{t('hosts.intro')}</p>
      </header>
      <ul className="card-grid card-grid--wide" role="list">
        {hosts.map((host) => (
          <li key={host.id}>
            <HostCard host={host} />
          </li>
        ))}
      </ul>
      <PaginationNav model={paginationModel(meta.page, meta.total, meta.limit)} />
    </div>
  );
}
