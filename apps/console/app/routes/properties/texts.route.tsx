import { contentLanguageValues, endpoints, type ContentLanguage, type PropertyTextField } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Badge, Button } from '@direct/ui';
import { data, Form, NavLink, useActionData, useParams } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { TextsFields } from './components/texts-fields.tsx';
import { versionOf } from '../../lib/forms/form-values.server.ts';
import { failureFor } from './property-errors.ts';
import { usePropertyData } from './property-data.ts';
import { idsFrom, saveSection } from './section-action.server.ts';
import type { Route } from './+types/texts.route';

const textFields: readonly PropertyTextField[] = ['name', 'summary', 'description', 'houseRules', 'checkinInstructions'];

function languageOf(value: string | undefined): ContentLanguage {
  if (value === undefined) return 'en';
  if ((contentLanguageValues as readonly string[]).includes(value)) return value as ContentLanguage;
  throw data(null, { status: 404 });
}

export function loader({ params }: Route.LoaderArgs) {
  return { language: languageOf(params.language) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const language = languageOf(params.language);
  const body = Object.fromEntries(textFields.map((field) => [field, textOf(form, field) || null]));
  return saveSection({ context, request, form, intent: `texts-${language}`, fields: textFields, done: 'consoleProperties.done.saved' }, () =>
    hostCall(endpoints.hostUpdatePropertyTexts, token, { params: { ...idsFrom(params), language }, body: { version: versionOf(form), ...body }, signal: request.signal }),
  );
}

// The texts guests read, one language at a time (tabs); a language's missing texts are marked, and
// each field shows the English text guests see until it is translated.
export default function PropertyTexts() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property } = usePropertyData();
  const language = languageOf(useParams().language);
  const failure = failureFor(useActionData<typeof action>(), `texts-${language}`);
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const base = `/o/${organization.id}/properties/${property.id}/texts`;
  const texts = property.texts.find((entry) => entry.language === language)!;
  const english = property.texts.find((entry) => entry.language === 'en')!;
  const languageName = t(`console.languages.${language}`);
  const title = t('consoleProperties.texts.title');
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} (${languageName}) · ${property.name}` })}</title>
      <section className="panel" aria-labelledby="texts-title">
        <h2 id="texts-title">{title}</h2>
        <p className="muted">{t('consoleProperties.texts.intro')}</p>
        <nav className="language-tabs" aria-label={t('consoleProperties.texts.languages')}>
          <ul>
            {property.texts.map((entry) => (
              <li key={entry.language}>
                <NavLink to={entry.language === 'en' ? base : `${base}/${entry.language}`} end>
                  {t(`console.languages.${entry.language}`)}{' '}
                  {entry.language !== 'en' && entry.missing.length > 0 ? (
                    <Badge tone="neutral">{t('consoleProperties.texts.missingCount', { count: entry.missing.length })}</Badge>
                  ) : (
                    entry.missing.length === 0 && <Badge tone="success">{t('consoleProperties.texts.complete')}</Badge>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <PropertyFormSummary failure={failure} />
        <Form method="post" noValidate className="form-stack property-form" key={`${language}-${property.version}`}>
          <CsrfField />
          <input type="hidden" name="version" value={property.version} />
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <TextsFields language={language} texts={texts} english={language === 'en' ? null : english} failure={failure} />
          </fieldset>
          {canWrite && <Button type="submit">{t('consoleProperties.texts.save', { language: languageName })}</Button>}
        </Form>
      </section>
    </>
  );
}
