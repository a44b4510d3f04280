import { endpoints } from '@direct/contracts';
import { data, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { AddEndpointForm } from './components/add-endpoint-form.tsx';
import { EndpointsTable } from './components/endpoints-table.tsx';
import { SecretOnce } from './components/secret-once.tsx';
import { createEndpoint, endpointAction } from './webhooks.server.ts';
import type { Route } from './+types/webhooks.route';

// Webhook endpoints: add one (its secret shown once), switch on/off, new secret, test, delete.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const list = await hostCall(endpoints.hostListWebhooks, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  return { endpoints: list.data };
}

const toasts = { enabled: 'consoleWebhooks.switchedOn', disabled: 'consoleWebhooks.switchedOff', tested: 'consoleWebhooks.testSent', removed: 'consoleWebhooks.removed' } as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const organizationId = Number(params.organizationId);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'create') {
    const result = await createEndpoint(form, organizationId, token, request.signal);
    return data(result, { status: result.ok ? 201 : 400 });
  }
  const result = await endpointAction(intent, form, organizationId, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  if ('done' in result) {
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(pagePathOf(request), { message: t(toasts[result.done]) }, context);
  }
  return data(result);
}

export default function Webhooks() {
  const { t } = useTranslation();
  const { endpoints: list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t('consoleWebhooks.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleWebhooks.intro')}</p>
      <p className="muted">{t('consoleWebhooks.docsHint')}</p>
      {result?.intent === 'create' && result.ok && <SecretOnce title={t('consoleWebhooks.createdTitle')} url={result.created.url} secret={result.created.secret} />}
      {result?.intent === 'rotate' && result.ok && <SecretOnce title={t('consoleWebhooks.rotatedTitle')} url={result.url} secret={result.rotated.secret} />}
      {result?.intent === 'endpoint' && <FormErrorSummary result={result} />}
      <EndpointsTable endpoints={list} />
      <AddEndpointForm result={result?.intent === 'create' && !result.ok ? result : undefined} />
    </>
  );
}
