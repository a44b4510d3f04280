import { data, useLocation } from 'react-router';
import { PaginationNav } from '../../components/catalog/pagination-nav.tsx';
import { MailboxFilter } from './components/mailbox-filter.tsx';
import { MailboxTable } from './components/mailbox-table.tsx';
import { api } from '../../lib/api/api.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { paginationModel } from '../../lib/catalog/pagination.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { parseMailboxQuery } from './mailbox-query.ts';
import { listMailbox, mailboxHeaders } from './mailbox.server.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import mailboxStyles from './mailbox.css?url';
import type { Route } from './+types/dev-mailbox.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: mailboxStyles },
];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return brandPageMeta(
    matches,
    (t) => (loaderData && loaderData.meta.page > 1 ? t('pagination.titled', { title: t('mailbox.title'), page: loaderData.meta.page }) : t('mailbox.title')),
    { noindex: true },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Every email the API wrote for this site's brand (the development mailbox). The API answers 404
// when the mailbox is off, and so does this page.
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const query = parseMailboxQuery(url.searchParams);
  if (query === null) notFound();
  const result = await listMailbox(api, context.get(brandContext).id, query, request.signal).catch(pageError);
  if (result.data.length === 0 && query.page > 1) notFound();
  return data({ messages: result.data, meta: result.meta, to: query.to ?? null }, { headers: mailboxHeaders });
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { messages, meta, to } = loaderData;
  const listPath = localizedPath(pathname, '/dev/mailbox');
  return (
    <div className="container catalog-page mailbox-page">
      <header className="catalog-page__head">
        <h1>{t('mailbox.title')}</h1>
        <p className="catalog-page__intro">{t('mailbox.intro')}</p>
      </header>
      <MailboxFilter action={listPath} to={to ?? undefined} />
      <p className="mailbox-page__total">
        {t('mailbox.total', { count: meta.total })}
      </p>
      {messages.length === 0 ? (
        <p className="catalog-page__empty">{to ? t('mailbox.emptyFiltered', { to }) : t('mailbox.empty')}</p>
      ) : (
        <MailboxTable messages={messages} messageHref={(id) => `${listPath}/${id}`} />
      )}
      <PaginationNav model={paginationModel(meta.page, meta.total, meta.limit)} />
    </div>
  );
}
