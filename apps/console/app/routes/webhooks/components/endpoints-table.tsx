import type { WebhookEndpoint } from '@direct/contracts';
import { Badge, Button, DataTable } from '@direct/ui';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { eventNameKey } from '../event-names.ts';

function ActionButton({ intent, endpoint, label }: { intent: string; endpoint: WebhookEndpoint; label: string }) {
  return (
    <Form method="post" className="inline-form">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={endpoint.id} />
      <input type="hidden" name="url" value={endpoint.url} />
      <Button type="submit" small variant="quiet">
        {label}
        <span className="visually-hidden"> {endpoint.url}</span>
      </Button>
    </Form>
  );
}

export function EndpointsTable({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const { t } = useTranslation();
  if (endpoints.length === 0) return <p className="empty-state">{t('consoleWebhooks.empty')}</p>;
  return (
    <DataTable caption={t('consoleWebhooks.listTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('consoleWebhooks.url')}</th>
          <th scope="col">{t('consoleWebhooks.events')}</th>
          <th scope="col">{t('consoleWebhooks.secret')}</th>
          <th scope="col">{t('consoleWebhooks.status')}</th>
          <th scope="col">{t('consoleWebhooks.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <th scope="row">
              <code>{endpoint.url}</code>
              {endpoint.description && <div className="muted">{endpoint.description}</div>}
            </th>
            <td>{endpoint.events.map((event) => t(eventNameKey(event))).join(', ')}</td>
            <td>{t('consoleWebhooks.secretEnding', { hint: endpoint.secretHint })}</td>
            <td>
              {endpoint.status === 'enabled' ? (
                <Badge tone="success">{t('consoleWebhooks.enabled')}</Badge>
              ) : (
                <Badge tone={endpoint.disabledReason === 'failing' ? 'warning' : 'neutral'}>{t(endpoint.disabledReason === 'failing' ? 'consoleWebhooks.disabledFailing' : 'consoleWebhooks.disabled')}</Badge>
              )}
              {endpoint.consecutiveFailures > 0 && <div className="muted">{t('consoleWebhooks.failures', { count: endpoint.consecutiveFailures })}</div>}
            </td>
            <td>
              <Link to={String(endpoint.id)}>
                {t('consoleWebhooks.deliveriesLink')}
                <span className="visually-hidden"> {endpoint.url}</span>
              </Link>
              {endpoint.status === 'enabled' && <ActionButton intent="test" endpoint={endpoint} label={t('consoleWebhooks.sendTest')} />}
              <ActionButton intent={endpoint.status === 'enabled' ? 'disable' : 'enable'} endpoint={endpoint} label={t(endpoint.status === 'enabled' ? 'consoleWebhooks.disable' : 'consoleWebhooks.enable')} />
              <ActionButton intent="rotate" endpoint={endpoint} label={t('consoleWebhooks.rotate')} />
              <ActionButton intent="remove" endpoint={endpoint} label={t('consoleWebhooks.remove')} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
