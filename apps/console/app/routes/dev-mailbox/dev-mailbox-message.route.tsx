import { endpoints } from '@direct/contracts';
import { data, Link, useLoaderData } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { api } from '../../lib/api/api.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { LinkedText } from './linked-text.tsx';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';
import type { Route } from './+types/dev-mailbox-message.route';

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const message = await orNotFound(api.call(endpoints.getMailboxMessage, { params: { id }, signal: request.signal }));
  return { message: { subject: message.subject, to: message.to, from: message.from, createdAt: message.createdAt, text: message.text } };
}

export default function DevMailboxMessage() {
  const { t, lng } = useTranslation();
  const { message } = useLoaderData<typeof loader>();
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <AuthPage title={message.subject}>
      <dl className="mailbox-meta">
        <dt>{t('console.mailbox.from')}</dt>
        <dd>{message.from}</dd>
        <dt>{t('console.mailbox.to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('console.mailbox.date')}</dt>
        <dd>
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))} UTC</time>
        </dd>
      </dl>
      <LinkedText text={message.text} />
      <p>
        <Link to="/dev/mailbox">{t('console.mailbox.back')}</Link>
      </p>
    </AuthPage>
  );
}
