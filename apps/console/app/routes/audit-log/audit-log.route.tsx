import { endpoints } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { Button, Field, Notice, Pagination } from '@direct/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import type { Route } from './+types/audit-log.route';
import { auditEntityTypes, auditFiltersOf, auditQueryOf, type AuditFilters } from './audit-filters.ts';
import styles from './audit-log.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const pageSize = 25;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const filters = auditFiltersOf(url);
  const organizationId = Number(params.organizationId);
  // Roles that may read the log but not the team (an accountant) filter by "the platform" only.
  const team = hostCall(endpoints.hostListTeam, token, { params: { organizationId }, signal: request.signal }).then(
    (answer) => answer.members.map((member) => ({ id: member.userId, name: member.name })),
    () => [],
  );
  try {
    const log = await hostCall(endpoints.hostAuditLog, token, { params: { organizationId }, query: { page, limit: pageSize, ...filters }, signal: request.signal });
    return { log, filters, members: await team, refused: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    return { log: { data: [], meta: { page: 1, limit: pageSize, total: 0 } }, filters, members: await team, refused: true };
  }
}

export default function AuditLog() {
  const { t, lng } = useTranslation();
  const { log, filters, members, refused } = useLoaderData<typeof loader>();
  const totalPages = Math.max(1, Math.ceil(log.meta.total / log.meta.limit));
  const page = log.meta.page;
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const title = t('console.audit.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('console.audit.intro')}</p>
      <AuditFilterForm filters={filters} members={members} />
      {refused && <Notice tone="error">{t('consoleSettings.audit.badFilter')}</Notice>}
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
          link={(target, props) => <a href={auditQueryOf(filters, target)} {...props} />}
          texts={{ previous: t('console.audit.previous'), next: t('console.audit.next'), page: (n) => t('console.audit.page', { page: n }) }}
        />
      )}
    </>
  );
}

function AuditFilterForm({ filters, members }: { filters: AuditFilters; members: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="audit-filters">
      <fieldset>
        <legend>{t('consoleSettings.audit.filters')}</legend>
        <div className="audit-filters__fields">
          <Field id="actorId" label={t('consoleSettings.audit.actor')}>
            {(control) => (
              <select name="actorId" defaultValue={filters.actorId ?? ''} {...control}>
                <option value="">{t('consoleSettings.audit.anyone')}</option>
                <option value="system">{t('consoleSettings.audit.system')}</option>
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField name="action" label={t('consoleSettings.audit.action')} hint={t('consoleSettings.audit.actionHint')} required={false} maxLength={80} defaultValue={filters.action ?? ''} spellCheck={false} autoCapitalize="none" />
          <Field id="entityType" label={t('consoleSettings.audit.entityType')}>
            {(control) => (
              <select name="entityType" defaultValue={filters.entityType ?? ''} {...control}>
                <option value="">{t('consoleSettings.audit.anyEntity')}</option>
                {auditEntityTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField name="from" type="date" label={t('consoleSettings.audit.from')} required={false} defaultValue={filters.from ?? ''} />
          <TextField name="to" type="date" label={t('consoleSettings.audit.to')} required={false} defaultValue={filters.to ?? ''} />
        </div>
        <div className="audit-filters__actions">
          <Button type="submit" variant="secondary">
            {t('consoleSettings.audit.apply')}
          </Button>
          <Link to=".">{t('consoleSettings.audit.clear')}</Link>
        </div>
      </fieldset>
    </Form>
  );
}
