import { endpoints } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { AuthPage } from '../../components/auth-page.tsx';
import { api } from '../../lib/api/api.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';
import type { Route } from './+types/dev-mailbox.route';

// The platform's emails to hosts (confirm your email, sign-in links, resets, invitations) in
// development, where no email leaves the machine.
export async function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to')?.trim().slice(0, 254) || undefined;
  // The mailbox exists only while the API serves its development surfaces (DEV_SURFACES).
  const list = await orNotFound(api.call(endpoints.listMailboxMessages, { query: { to, limit: 50 }, signal: request.signal }));
  return { to: to ?? '', messages: list.data, total: list.meta.total };
}

export default function DevMailbox() {
  const { t, lng } = useTranslation();
  const { to, messages, total } = useLoaderData<typeof loader>();
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <AuthPage title={t('console.mailbox.title')}>
      <p className="muted">{t('console.mailbox.intro')}</p>
      <Form method="get" className="mailbox-filter">
        <label htmlFor="mailbox-to">{t('console.mailbox.to')}</label>
        <input id="mailbox-to" name="to" type="search" defaultValue={to} autoComplete="email" />
        <Button type="submit" variant="secondary">
          {t('console.mailbox.filter')}
        </Button>
      </Form>
      {messages.length === 0 ? (
        <p>{t('console.mailbox.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('console.mailbox.count', { count: total })}</p>
          <ul className="mailbox-list">
            {messages.map((message) => (
              <li key={message.id}>
                <Link to={`/dev/mailbox/${message.id}`}>{message.subject}</Link>
                <span className="muted">
                  {' '}
                  · {message.to} · <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))} UTC</time>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </AuthPage>
  );
}
