import { endpoints } from '@direct/contracts';
import { Pagination } from '@direct/ui';
import { useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import type { Route } from './+types/audit-log.route';

const pageSize = 25;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const requested = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const log = await hostCall(endpoints.hostAuditLog, token, { params: { organizationId: Number(params.organizationId) }, query: { page, limit: pageSize }, signal: request.signal });
  return { log };
}

export default function AuditLog() {
  const { t, lng } = useTranslation();
  const { log } = useLoaderData<typeof loader>();
  const totalPages = Math.max(1, Math.ceil(log.meta.total / log.meta.limit));
  const page = log.meta.page;
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const title = t('console.audit.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('console.audit.intro')}</p>
      {log.data.length === 0 ? (
        <p>{t('console.audit.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('console.audit.caption', { page, total: totalPages })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.audit.when')}</th>
                <th scope="col">{t('console.audit.who')}</th>
                <th scope="col">{t('console.audit.action')}</th>
                <th scope="col">{t('console.audit.entity')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{time.format(new Date(entry.at))} UTC</time>
                  </td>
                  <td>{entry.actor.name}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.entity.type} <span className="muted">#{entry.entity.id}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 && (
        <Pagination
          label={t('console.audit.pages')}
          items={paginationItems(page, totalPages)}
          previous={page > 1 ? page - 1 : null}
          next={page < totalPages ? page + 1 : null}
          link={(target, props) => <a href={`?page=${target}`} {...props} />}
          texts={{ previous: t('console.audit.previous'), next: t('console.audit.next'), page: (n) => t('console.audit.page', { page: n }) }}
        />
      )}
    </>
  );
}
