import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { saveAccessDetails } from './access-details.server.ts';
import type { Route } from './+types/access-details.route';
import styles from './access-details.css?url';
import { pageFailure } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const targetOf = (params: Route.LoaderArgs['params']) => {
  const propertyId = Number(params.propertyId);
  if (!Number.isInteger(propertyId) || propertyId <= 0) throw data(null, { status: 404 });
  return { organizationId: Number(params.organizationId), propertyId };
};

// How a guest gets into a property: sent only once their online check-in is completed.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  try {
    return { details: await hostCall(endpoints.hostGetAccessDetails, token, { params: targetOf(params), signal: request.signal }) };
  } catch (error) {
    pageFailure(error);
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await saveAccessDetails(await request.formData(), targetOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleAutomations.access.saved') }, context);
}

export default function AccessDetails() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { details } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const canWrite = roleAllows(organization.role, 'checkin:write');
  const title = `${t('consoleAutomations.access.title')} · ${details.propertyName}`;
  return (
    <div className="access-details">
      <title>{t('console.meta.title', { page: title })}</title>
      {roleAllows(organization.role, 'organization:write') && (
        <p>
          <Link to={`/o/${organization.id}/automations`}>{t('consoleAutomations.access.back')}</Link>
        </p>
      )}
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleAutomations.access.intro')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack" key={details.version}>
        <CsrfField />
        <input type="hidden" name="version" value={details.version} />
        <fieldset disabled={!canWrite} className="form-stack">
          <TextField name="doorCode" label={t('consoleAutomations.access.doorCode')} required={false} autoComplete="off" defaultValue={valueOf(result, 'doorCode', details.doorCode)} error={errorOf('doorCode')} maxLength={100} />
          <TextField name="wifiName" label={t('consoleAutomations.access.wifiName')} required={false} autoComplete="off" defaultValue={valueOf(result, 'wifiName', details.wifiName)} error={errorOf('wifiName')} maxLength={100} />
          <TextField name="wifiPassword" label={t('consoleAutomations.access.wifiPassword')} required={false} autoComplete="off" defaultValue={valueOf(result, 'wifiPassword', details.wifiPassword)} error={errorOf('wifiPassword')} maxLength={100} />
          <Field id="arrivalInstructions" label={t('consoleAutomations.access.arrivalInstructions')} error={errorOf('arrivalInstructions')}>
            {(control) => <textarea name="arrivalInstructions" {...control} rows={6} defaultValue={valueOf(result, 'arrivalInstructions', details.arrivalInstructions)} maxLength={4000} />}
          </Field>
          <Button type="submit">{t('consoleAutomations.access.save')}</Button>
        </fieldset>
      </Form>
    </div>
  );
}
