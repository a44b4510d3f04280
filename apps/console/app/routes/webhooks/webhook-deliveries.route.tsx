import { endpoints } from '@direct/contracts';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { DeliveriesTable } from './components/deliveries-table.tsx';
import { replayDelivery } from './webhooks.server.ts';
import type { Route } from './+types/webhook-deliveries.route';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

// One endpoint's delivery log: each event, its attempts' status codes and errors, and Replay.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const ids = { organizationId: Number(params.organizationId), webhookId: Number(params.webhookId) || 0 };
  const [list, deliveries] = await orNotFound(
    Promise.all([
      hostCall(endpoints.hostListWebhooks, token, { params: { organizationId: ids.organizationId }, signal: request.signal }),
      hostCall(endpoints.hostListWebhookDeliveries, token, { params: ids, signal: request.signal }),
    ]),
  );
  const endpoint = list.data.find((row) => row.id === ids.webhookId);
  if (!endpoint) throw data(null, { status: 404 });
  return { endpoint, deliveries: deliveries.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const result = await replayDelivery(form, { organizationId: Number(params.organizationId), webhookId: Number(params.webhookId) || 0 }, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleWebhooks.replayed') }, context);
}

export default function WebhookDeliveries() {
  const { t } = useTranslation();
  const { endpoint, deliveries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t('consoleWebhooks.deliveriesTitle', { url: endpoint.url });
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p>
        <Link to=".." relative="path">
          {t('consoleWebhooks.back')}
        </Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleWebhooks.deliveriesIntro')}</p>
      <FormErrorSummary result={result} />
      <DeliveriesTable deliveries={deliveries} canReplay={endpoint.status === 'enabled'} />
    </>
  );
}
