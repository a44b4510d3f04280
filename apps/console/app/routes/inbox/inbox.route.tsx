import { endpoints } from '@direct/contracts';
import { Badge, DataTable, Pagination } from '@direct/ui';
import { Link, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { readListQuery } from '../../lib/lists/list-query.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import type { Route } from './+types/inbox.route';
import styles from './inbox.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const pageSize = 25;

// Every booking's conversation, those with unread guest replies first.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const query = readListQuery(new URL(request.url), { sorts: ['latest'] as const, defaultSort: 'latest' });
  const list = await hostCall(endpoints.hostListConversations, token, {
    params: { organizationId: Number(params.organizationId) },
    query: { page: query.page, limit: pageSize },
    signal: request.signal,
  });
  return { list };
}

export default function Inbox() {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const { list } = useLoaderData<typeof loader>();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const title = t('consoleMessages.inbox.title');
  const base = `/o/${organization.id}`;
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleMessages.inbox.intro')}</p>
      {list.data.length === 0 ? (
        <p className="empty-state">{t('consoleMessages.inbox.empty')}</p>
      ) : (
        <DataTable caption={t('consoleMessages.inbox.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('consoleMessages.inbox.guest')}</th>
              <th scope="col">{t('consoleMessages.inbox.booking')}</th>
              <th scope="col">{t('consoleMessages.inbox.last')}</th>
              <th scope="col">{t('consoleMessages.inbox.when')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((conversation) => (
              <tr key={conversation.bookingId} className={conversation.unread > 0 ? 'inbox__unread' : undefined}>
                <th scope="row">
                  <Link to={`${base}/bookings/${conversation.bookingId}/messages`}>{conversation.guestName}</Link>{' '}
                  {conversation.unread > 0 && <Badge>{t('consoleMessages.inbox.unread', { count: conversation.unread })}</Badge>}
                </th>
                <td>
                  {conversation.bookingCode}
                  <br />
                  <span className="muted">{conversation.propertyName}</span>
                </td>
                <td className="inbox__excerpt">
                  {conversation.lastMessage.direction === 'outbound'
                    ? t('consoleMessages.inbox.you', { text: conversation.lastMessage.excerpt })
                    : conversation.lastMessage.excerpt}
                </td>
                <td>
                  <time dateTime={conversation.lastMessage.createdAt}>{date.format(new Date(conversation.lastMessage.createdAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {totalPages > 1 && (
        <Pagination
          label={t('consoleMessages.inbox.caption')}
          items={paginationItems(list.meta.page, totalPages)}
          previous={list.meta.page > 1 ? list.meta.page - 1 : null}
          next={list.meta.page < totalPages ? list.meta.page + 1 : null}
          link={(target, props) => <Link to={`${base}/messages${target > 1 ? `?page=${target}` : ''}`} {...props} />}
          texts={{ previous: t('consoleProperties.list.previous'), next: t('consoleProperties.list.next'), page: (n) => t('consoleProperties.list.page', { page: n }) }}
        />
      )}
    </>
  );
}
