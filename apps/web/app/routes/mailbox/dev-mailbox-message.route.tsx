import { data, Link, useLocation } from 'react-router';
import { MailboxMessageView } from './components/mailbox-message-view.tsx';
import { api } from '../../lib/api/api.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { parseMessageId } from './mailbox-query.ts';
import { getMailboxMessage, mailboxHeaders } from './mailbox.server.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import mailboxStyles from './mailbox.css?url';
import type { Route } from './+types/dev-mailbox-message.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: mailboxStyles }];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => (loaderData ? loaderData.message.subject.trim() || t('mailbox.noSubject') : t('mailbox.title')), {
    noindex: true,
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// One email of this site's brand in the development mailbox; 404 for an unknown id, another
// brand's email, or when the mailbox is off.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseMessageId(params.messageId);
  if (id === null) notFound();
  const message = await getMailboxMessage(api, context.get(brandContext).id, id, request.signal).catch(pageError);
  return data({ message }, { headers: mailboxHeaders });
}

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="container mailbox-page">
      <p className="mailbox-page__back">
        <Link to={localizedPath(pathname, '/dev/mailbox')}>
          <span aria-hidden="true">←</span> {t('mailbox.message.back')}
        </Link>
      </p>
      <MailboxMessageView message={loaderData.message} />
    </div>
  );
}
