import { ApiError } from '@direct/api-client';
import { endpoints, publishProblemValues, type PublishProblem } from '@direct/contracts';
import { Button, ButtonLink, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { versionOf } from '../../lib/forms/form-values.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { siteAddressOf } from '../../lib/site/site-address.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { PublishChecklist } from './components/publish-checklist-view.tsx';
import { publishChecklist } from './publish-checklist.ts';
import { setupSteps } from './setup-steps.ts';
import type { Route } from './+types/setup-publish.route';
import onboardingStyles from './onboarding.css?url';
import { pageFailure } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: onboardingStyles }];

// The property of ?propertyId= (the one the steps before made), else the organization's latest.
async function propertyIdOf(token: string, organizationId: number, request: Request): Promise<number | null> {
  const wanted = Number(new URL(request.url).searchParams.get('propertyId'));
  if (Number.isInteger(wanted) && wanted > 0 && wanted <= 2_147_483_647) return wanted;
  const list = await hostCall(endpoints.hostListProperties, token, { params: { organizationId }, query: { sort: '-updated', limit: 1 }, signal: request.signal });
  return list.data[0]?.id ?? null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const propertyId = await propertyIdOf(token, organizationId, request);
  if (propertyId === null) return { property: null, checklist: [] };
  try {
    const ids = { organizationId, propertyId };
    const [property, photos] = await Promise.all([
      hostCall(endpoints.hostGetProperty, token, { params: ids, signal: request.signal }),
      hostCall(endpoints.hostListPropertyPhotos, token, { params: ids, signal: request.signal }),
    ]);
    return { property, checklist: publishChecklist(property, { count: photos.photos.length, languages: photos.languages }) };
  } catch (error) {
    pageFailure(error);
  }
}

type PublishFailure = FormFailure & { problems: PublishProblem[] };

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const form = await request.formData();
  const propertyId = Number(textOf(form, 'propertyId'));
  try {
    await hostCall(endpoints.hostSetPropertyPublication, token, {
      params: { organizationId, propertyId },
      body: { version: versionOf(form), published: true },
      signal: request.signal,
    });
  } catch (error) {
    // Refused: what publishing still needs (no unit, no prices), each in the host's words.
    const problems = error instanceof ApiError ? error.fields.map((field) => field.reason).filter((reason): reason is PublishProblem => (publishProblemValues as readonly string[]).includes(reason)) : [];
    const failure: PublishFailure = { ...formFailureOf(error, []), problems };
    return data(failure, { status: error instanceof ApiError && error.status === 409 ? 409 : 400 });
  }
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(setupSteps.path('publish', organizationId, propertyId), { message: t('consoleProperties.done.published') }, context);
}

// A refused publish normally keeps the page's data; a stale version must show the newer one.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { formError?: string } | undefined)?.formError === 'stale' ? true : defaultShouldRevalidate;

// Onboarding, step 5: the checklist, with links to the full pages, and the Publish button; once
// published, the way to the property on the brand's website.
export default function SetupPublish() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property, checklist } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const title = t('console.setup.publish.title');
  const home = setupSteps.after('publish', organization.id);
  const siteAddress = property?.isPublished ? siteAddressOf(organization, property) : null;
  return (
    <div className="onboarding">
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="onboarding__step">{t('console.onboarding.step', { step: setupSteps.number('publish'), count: setupSteps.count })}</p>
      <h1 tabIndex={-1}>{title}</h1>
      {!property ? (
        <>
          <Notice tone="info" boxed>
            {t('console.setup.publish.noProperty')} <Link to={setupSteps.path('property', organization.id)}>{t('console.setup.rates.toProperty')}</Link>
          </Notice>
          <p>
            <ButtonLink href={home} variant="quiet">
              {t('console.setup.later')}
            </ButtonLink>
          </p>
        </>
      ) : (
        <>
          <p>{t('console.setup.publish.intro', { name: property.name })}</p>
          <PublishChecklist organizationId={organization.id} propertyId={property.id} items={checklist} />
          {property.isPublished ? (
            <section className="panel" aria-labelledby="published-title">
              <h2 id="published-title">{t('console.setup.publish.publishedTitle')}</h2>
              <p>{t('console.setup.publish.published', { name: property.name })}</p>
              <div className="form-actions">
                {siteAddress && (
                  <ButtonLink href={siteAddress} rel="noopener">
                    {t('console.setup.publish.viewOnSite')}
                  </ButtonLink>
                )}
                <ButtonLink href={home} variant="secondary">
                  {t('console.setup.publish.toHome')}
                </ButtonLink>
              </div>
            </section>
          ) : (
            <>
              <PublishRefusal result={result} />
              <Form method="post" noValidate className="form-actions onboarding__publish">
                <CsrfField />
                <input type="hidden" name="propertyId" value={property.id} />
                <input type="hidden" name="version" value={property.version} />
                <Button type="submit">{t('console.setup.publish.submit', { name: property.name })}</Button>
                <ButtonLink href={home} variant="quiet">
                  {t('console.setup.later')}
                </ButtonLink>
              </Form>
            </>
          )}
        </>
      )}
    </div>
  );
}

// A refused publish: what it still needs, or the usual summary (someone else's newer change…).
function PublishRefusal({ result }: { result: PublishFailure | undefined }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const problems = result?.problems ?? [];
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [result, problems.length]);
  if (!result) return null;
  if (problems.length === 0) return <FormErrorSummary result={result} />;
  return (
    <Notice tone="error" boxed focusable ref={ref} className="form-summary">
      <p>{t('console.setup.publish.refused')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{t(`consoleProperties.problems.${problem}`)}</li>
        ))}
      </ul>
    </Notice>
  );
}
