import { endpoints } from '@direct/contracts';
import { data, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { createKey, revokeKey } from './api-keys.server.ts';
import { ApiKeysTable } from './components/api-keys-table.tsx';
import { CreateKeyForm } from './components/create-key-form.tsx';
import { NewKeySecret } from './components/new-key-secret.tsx';
import type { Route } from './+types/api-keys.route';

// API keys for integrations (channel managers, pricing tools, the host's own scripts).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const keys = await hostCall(endpoints.hostListApiClients, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  return { keys: keys.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const organizationId = Number(params.organizationId);
  if (form.get('intent') === 'revoke') {
    const result = await revokeKey(form, organizationId, token, request.signal);
    if (!result.ok) return data(result, { status: 400 });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(pagePathOf(request), { message: t('console.apiKeys.revoked') }, context);
  }
  // The secret is shown once, on this answer: no redirect, or it would be lost.
  const result = await createKey(form, organizationId, token, request.signal);
  return data(result, { status: result.ok ? 201 : 400 });
}

export default function ApiKeys() {
  const { t } = useTranslation();
  const { keys } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t('console.apiKeys.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('console.apiKeys.intro')}</p>
      {result?.intent === 'create' && result.ok && <NewKeySecret created={result.created} />}
      {result?.intent === 'revoke' && <FormErrorSummary result={result} />}
      <ApiKeysTable keys={keys} />
      <CreateKeyForm result={result?.intent === 'create' && !result.ok ? result : undefined} />
    </>
  );
}
