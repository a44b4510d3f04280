import type { WebhookDelivery } from '@direct/contracts';
import { Badge, Button, DataTable } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

const tones = { pending: 'neutral', succeeded: 'success', failed: 'warning' } as const;

export function DeliveriesTable({ deliveries, canReplay }: { deliveries: WebhookDelivery[]; canReplay: boolean }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  if (deliveries.length === 0) return <p className="empty-state">{t('consoleWebhooks.noDeliveries')}</p>;
  return (
    <DataTable caption={t('consoleWebhooks.deliveriesLink')}>
      <thead>
        <tr>
          <th scope="col">{t('consoleWebhooks.event')}</th>
          <th scope="col">{t('consoleWebhooks.created')}</th>
          <th scope="col">{t('consoleWebhooks.status')}</th>
          <th scope="col">{t('consoleWebhooks.attempts')}</th>
          <th scope="col">{t('consoleWebhooks.lastStatus')}</th>
          <th scope="col">{t('consoleWebhooks.nextAttempt')}</th>
          <th scope="col">{t('consoleWebhooks.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <th scope="row">
              <code>{delivery.eventType}</code>
              <div className="muted">
                <code>{delivery.eventId}</code>
              </div>
              {delivery.log.length > 0 && (
                <details>
                  <summary>{t('consoleWebhooks.attemptLog', { event: delivery.eventType })}</summary>
                  <ol>
                    {delivery.log.map((attempt) => (
                      <li key={attempt.attempt}>
                        {t('consoleWebhooks.attemptLine', {
                          attempt: attempt.attempt,
                          at: date.format(new Date(attempt.at)),
                          status: attempt.statusCode ?? t('consoleWebhooks.noAnswer'),
                          duration: attempt.durationMs,
                        })}
                        {attempt.error && <div className="muted">{attempt.error}</div>}
                        {attempt.responseSnippet && (
                          <pre className="muted">
                            <code>{attempt.responseSnippet}</code>
                          </pre>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </th>
            <td>{date.format(new Date(delivery.createdAt))}</td>
            <td>
              <Badge tone={tones[delivery.status]}>{t(`consoleWebhooks.deliveryStatus.${delivery.status}`)}</Badge>
            </td>
            <td>{delivery.attempts}</td>
            <td>{delivery.lastStatusCode ?? (delivery.attempts > 0 ? t('consoleWebhooks.noAnswer') : '—')}</td>
            <td>{delivery.nextAttemptAt ? date.format(new Date(delivery.nextAttemptAt)) : '—'}</td>
            <td>
              {canReplay && (
                <Form method="post" className="inline-form">
                  <CsrfField />
                  <input type="hidden" name="delivery" value={delivery.id} />
                  <Button type="submit" small variant="quiet">
                    {t('consoleWebhooks.replay')}
                    <span className="visually-hidden"> {delivery.eventId}</span>
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
