import { endpoints, languages, type Language } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, DataTable, Field } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/property-agreement.route';
import { answerAgreementForm } from './property-agreement.server.ts';
import styles from './property-agreement.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const idsOf = (params: { organizationId: string; propertyId: string }) => ({ organizationId: Number(params.organizationId), propertyId: Number(params.propertyId) });
const languageOf = (value: string | null): Language => ((languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'en');

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const agreement = await hostCall(endpoints.hostGetPropertyAgreement, token, { params: idsOf(params), signal: request.signal });
  return { agreement, language: languageOf(new URL(request.url).searchParams.get('language')) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const answer = await answerAgreementForm(await request.formData(), idsOf(params), token, request.signal);
  if (!answer.ok) return data(answer, { status: 400 });
  if ('preview' in answer) return answer;
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleSettings.agreement.published') }, context);
}

// The property's agreement per language: the editor (each save is a new version guests sign from
// then on), the placeholders, a preview with sample values and the version history.
export default function PropertyAgreement() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { agreement, language } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { pathname } = useLocation();
  const errorOf = useFieldError(result);
  const canWrite = roleAllows(organization.role, 'checkin:write');
  const current = agreement.current.find((text) => text.language === language);
  const builtIn = agreement.builtIn.find((text) => text.language === language)?.body ?? '';
  const preview = result && result.ok && 'preview' in result ? result : null;
  const text = preview?.values.body ?? valueOf(result, 'body', current?.body ?? builtIn);
  const shownPreview = preview?.preview.preview ?? current?.preview ?? null;
  return (
    <section aria-labelledby="agreement-title">
      <title>{t('console.meta.title', { page: t('consoleSettings.agreement.title') })}</title>
      <h2 id="agreement-title">{t('consoleSettings.agreement.title')}</h2>
      <p>
        <Link to=".." relative="path">{t('consoleSettings.agreement.back')}</Link>
      </p>
      <p className="muted">{t('consoleSettings.agreement.intro', { language: t(`consoleSettings.agreement.languages.${languageOf(agreement.defaultLanguage)}`) })}</p>
      <nav aria-label={t('consoleSettings.agreement.languageNav')}>
        <ul className="agreement-languages">
          {languages.map((code) => (
            <li key={code}>
              <Link to={`?language=${code}`} aria-current={code === language ? 'page' : undefined}>
                {t(`consoleSettings.agreement.languages.${code}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{current ? t('consoleSettings.agreement.currentVersion', { version: current.version }) : t('consoleSettings.agreement.noVersion')}</p>
      <FormErrorSummary result={result && !result.ok ? result : undefined} />
      <div className="agreement-editor">
        <Form method="post" noValidate className="form-stack" key={`${language}:${current?.id ?? 0}`}>
          <CsrfField />
          <input type="hidden" name="language" value={language} />
          <Field id="agreement-body" label={t('consoleSettings.agreement.text', { language: t(`consoleSettings.agreement.languages.${language}`) })} error={errorOf('body')} required requiredText={t('console.forms.required')}>
            {(control) => <textarea name="body" rows={18} defaultValue={text} readOnly={!canWrite} {...control} />}
          </Field>
          <div className="agreement-actions">
            <Button type="submit" name="intent" value="preview" variant="secondary">
              {t('consoleSettings.agreement.preview')}
            </Button>
            {canWrite && (
              <Button type="submit" name="intent" value="publish">
                {t('consoleSettings.agreement.publish')}
              </Button>
            )}
          </div>
        </Form>
        <aside aria-labelledby="placeholders-title">
          <h3 id="placeholders-title">{t('consoleSettings.agreement.placeholders')}</h3>
          <p className="muted">{t('consoleSettings.agreement.placeholdersHint')}</p>
          <ul className="agreement-placeholders">
            {agreement.placeholders.map((name) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {shownPreview !== null && (
        <section aria-labelledby="preview-title" aria-live="polite">
          <h3 id="preview-title">{t('consoleSettings.agreement.previewTitle')}</h3>
          <div className="agreement-preview" data-testid="agreement-preview">
            {shownPreview}
          </div>
        </section>
      )}
      {/* Not a landmark of its own: the table's scrolling region already carries this name. */}
      <div>
        <h3 id="history-title">{t('consoleSettings.agreement.history')}</h3>
        {agreement.versions.length === 0 ? (
          <p className="muted">{t('consoleSettings.agreement.noHistory')}</p>
        ) : (
          <DataTable caption={t('consoleSettings.agreement.history')} captionHidden>
            <thead>
              <tr>
                <th scope="col">{t('consoleSettings.agreement.version')}</th>
                <th scope="col">{t('consoleSettings.agreement.language')}</th>
                <th scope="col">{t('consoleSettings.agreement.publishedAt')}</th>
                <th scope="col">{t('consoleSettings.agreement.author')}</th>
                <th scope="col">{t('consoleSettings.agreement.pdf')}</th>
              </tr>
            </thead>
            <tbody>
              {agreement.versions.map((version) => (
                <tr key={version.id}>
                  <td>{version.version}</td>
                  <td>{t(`consoleSettings.agreement.languages.${version.language}`)}</td>
                  <td>
                    <time dateTime={version.publishedAt}>{new Date(version.publishedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
                  </td>
                  <td>{version.authorName ?? t('consoleSettings.agreement.unknownAuthor')}</td>
                  <td>
                    <a href={`${pathname}/${version.id}/preview.pdf`}>
                      {t('consoleSettings.agreement.pdfLink', { version: version.version, language: version.language })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </section>
  );
}
