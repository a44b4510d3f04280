import { emailAutomationKinds, endpoints, languages, type EmailAutomationKind, type Language } from '@direct/contracts';
import { unknownTemplateVariables } from '@direct/domain/email-automation';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { TemplateEditor } from './components/template-editor.tsx';
import { previewTemplate, resetTemplate, saveTemplate, type TemplateTarget } from './email-template.server.ts';
import type { Route } from './+types/email-template.route';
import styles from './email-templates.css?url';
import { pageFailure } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

function targetOf(params: Route.LoaderArgs['params']): TemplateTarget {
  const kind = params.kind as EmailAutomationKind;
  const language = params.language as Language;
  const brandId = Number(params.brandId);
  if (!emailAutomationKinds.includes(kind) || !languages.includes(language) || !Number.isInteger(brandId) || brandId <= 0) throw data(null, { status: 404 });
  return { organizationId: Number(params.organizationId), brandId, kind, language };
}

// One automation email's text with its variables, and the branded email it makes.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  try {
    const template = await hostCall(endpoints.hostGetEmailTemplate, token, { params: target, signal: request.signal });
    const preview = await hostCall(endpoints.hostPreviewEmailTemplate, token, { params: target, body: { subject: template.subject, body: template.body }, signal: request.signal });
    return { template, preview };
  } catch (error) {
    pageFailure(error);
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const target = targetOf(params);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'preview') return previewTemplate(form, target, token, request.signal);
  const t = serverTranslator(context.get(languageContext));
  const result = intent === 'reset' ? await resetTemplate(target, token, request.signal) : await saveTemplate(form, target, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const message = result.intent === 'reset' ? t('consoleAutomations.editor.resetDone') : t('consoleAutomations.editor.saved');
  return redirectWithToast(pagePathOf(request), { message }, context);
}

export default function EmailTemplatePage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { template, preview } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const kind = t(`consoleAutomations.kinds.${template.kind}`);
  const language = t(`consoleAutomations.languages.${template.language}`);
  const title = t('consoleAutomations.editor.title', { kind, language });
  const failure = isFormFailure(result) ? result : undefined;
  // An unknown variable's message names what to fix, read from what the host typed.
  const unknownOf = (field: 'subject' | 'body') =>
    failure?.fieldErrors[field] === 'unknown_variable' ? unknownTemplateVariables(template.kind, failure.values[field] ?? '').map((name) => `{{${name}}}`).join(', ') : undefined;
  return (
    <div className="email-templates">
      <title>{t('console.meta.title', { page: title })}</title>
      <p>
        <Link to={`/o/${organization.id}/email-templates?brand=${template.brandId}`}>
          {t('consoleAutomations.editor.back')}
        </Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      {!template.custom && <p className="muted">{t('consoleAutomations.editor.usingDefault')}</p>}
      <TemplateEditor
        key={template.updatedAt ?? 'default'}
        template={template}
        result={result}
        preview={result?.intent === 'preview' && result.ok ? result.preview : preview}
        unknownOf={unknownOf}
      />
    </div>
  );
}
