import { endpoints } from '@direct/contracts';
import { Button, ButtonLink } from '@direct/ui';
import { data, Form, redirect, useActionData, useLoaderData, useParams } from 'react-router';
import { BrandLookFields } from '../../components/brand-look/brand-look-fields.tsx';
import { saveBrandLook } from '../../components/brand-look/brand-look.server.ts';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { setupSteps } from './setup-steps.ts';
import type { Route } from './+types/setup-brand.route';
import brandStyles from '../../components/brand-look/brand-look.css?url';
import onboardingStyles from './onboarding.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: onboardingStyles },
  { rel: 'stylesheet', href: brandStyles },
];

// The organization's first brand (a new host has exactly one).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const organization = await hostCall(endpoints.hostGetOrganization, token, { params: { organizationId }, signal: request.signal });
  const first = organization.brands[0];
  if (!first) throw redirect(setupSteps.after('brand', organizationId));
  return { brand: await hostCall(endpoints.hostGetBrand, token, { params: { organizationId, brandId: first.id }, signal: request.signal }) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const target = { organizationId: Number(params.organizationId), brandId: Number(form.get('brandId')) || 0 };
  const result = await saveBrandLook(form, target, token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  return redirect(setupSteps.after('brand', Number(params.organizationId)));
}

// Onboarding, step 2: the brand's look, with a live preview and the contrast checked.
export default function SetupBrand() {
  const { t } = useTranslation();
  const { brand } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const params = useParams();
  const title = t('console.setup.brandTitle');
  return (
    <div className="onboarding onboarding--wide">
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="onboarding__step">{t('console.onboarding.step', { step: setupSteps.number('brand'), count: setupSteps.count })}</p>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t('console.setup.brandIntro')}</p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate className="form-stack">
        <CsrfField />
        <input type="hidden" name="version" value={brand.version} />
        <input type="hidden" name="brandId" value={brand.id} />
        <BrandLookFields brand={brand} values={isFormFailure(result) ? result.values : {}} errorOf={errorOf} />
        <div className="form-actions">
          <Button type="submit">{t('console.setup.saveAndContinue')}</Button>
          <ButtonLink href={setupSteps.after('brand', Number(params.organizationId))} variant="quiet">
            {t('console.setup.later')}
          </ButtonLink>
        </div>
      </Form>
    </div>
  );
}
