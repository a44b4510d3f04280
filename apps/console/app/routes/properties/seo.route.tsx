import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button } from '@direct/ui';
import { Form, useActionData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { SeoFields } from './components/seo-fields.tsx';
import { versionOf } from '../../lib/forms/form-values.server.ts';
import { failureFor } from './property-errors.ts';
import { usePropertyData } from './property-data.ts';
import { idsFrom, saveSection } from './section-action.server.ts';
import type { Route } from './+types/seo.route';

const fields = ['slug', 'title', 'metaDescription', 'twitterDescription', 'facebookDescription'] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const text = (name: string) => textOf(form, name) || null;
  return saveSection({ context, request, form, intent: 'seo', fields, done: 'consoleProperties.done.saved' }, () =>
    hostCall(endpoints.hostUpdatePropertySeo, token, {
      params: idsFrom(params),
      body: { version: versionOf(form), slug: textOf(form, 'slug'), title: text('title'), metaDescription: text('metaDescription'), twitterDescription: text('twitterDescription'), facebookDescription: text('facebookDescription') },
      signal: request.signal,
    }),
  );
}

// The property's address on the site and its descriptions, with a preview of the search result.
export default function PropertySeo() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property } = usePropertyData();
  const failure = failureFor(useActionData<typeof action>(), 'seo');
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const title = t('consoleProperties.seo.title');
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${property.name}` })}</title>
      <section className="panel" aria-labelledby="seo-title">
        <h2 id="seo-title">{title}</h2>
        <p className="muted">{t('consoleProperties.seo.intro')}</p>
        <PropertyFormSummary failure={failure} />
        <Form method="post" noValidate className="form-stack property-form property-form--wide" key={property.version}>
          <CsrfField />
          <input type="hidden" name="version" value={property.version} />
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <SeoFields property={property} organization={organization} failure={failure} />
          </fieldset>
          {canWrite && <Button type="submit">{t('consoleProperties.seo.save')}</Button>}
        </Form>
      </section>
    </>
  );
}
