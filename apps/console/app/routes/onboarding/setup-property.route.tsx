import { endpoints } from '@direct/contracts';
import { Button, ButtonLink, Field } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData, useParams } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, valueOf } from '../../components/form-messages.tsx';
import { PropertyTypeField } from '../../components/property/property-type-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { createFirstProperty, firstPropertyFields, hostFirstPropertyCalls } from './first-property.server.ts';
import { useSetupFieldError } from './setup-field-error.ts';
import { setupSteps } from './setup-steps.ts';
import type { Route } from './+types/setup-property.route';
import onboardingStyles from './onboarding.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: onboardingStyles }];

// What the form chooses from, and the organization's latest property: a host who comes back
// after making one sees it and goes on with it (?new=1 shows the form anyway).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const [references, list] = await Promise.all([
    hostCall(endpoints.hostPropertyReferences, token, { params: { organizationId }, signal: request.signal }),
    hostCall(endpoints.hostListProperties, token, { params: { organizationId }, query: { sort: '-updated', limit: 1 }, signal: request.signal }),
  ]);
  const existing = list.data[0] ?? null;
  return { references, existing, showForm: !existing || new URL(request.url).searchParams.has('new') };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const form = await request.formData();
  try {
    const [references, organization] = await Promise.all([
      hostCall(endpoints.hostPropertyReferences, token, { params: { organizationId }, signal: request.signal }),
      hostCall(endpoints.hostGetOrganization, token, { params: { organizationId }, signal: request.signal }),
    ]);
    // The property is priced in the currency the host chose for their brand in step 1.
    const brand = organization.brands[0];
    const currency = brand ? (await hostCall(endpoints.hostGetBrand, token, { params: { organizationId, brandId: brand.id }, signal: request.signal })).currency : 'EUR';
    const { propertyId } = await createFirstProperty(form, references, currency, hostFirstPropertyCalls(token, organizationId, request.signal));
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(setupSteps.after('property', organizationId, propertyId), { message: t('console.setup.property.created') }, context);
  } catch (error) {
    const failure = formFailureOf(error, firstPropertyFields, keptValues(form, firstPropertyFields));
    return data(failure, { status: failure.formError === 'conflict' ? 409 : 400 });
  }
}

const rooms = [
  { name: 'bedrooms', min: 0, max: 50 },
  { name: 'bathrooms', min: 0, max: 50 },
  { name: 'beds', min: 0, max: 100 },
] as const;

// Onboarding, step 3: the first property, in one short form.
export default function SetupProperty() {
  const { t } = useTranslation();
  const { references, existing, showForm } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useSetupFieldError(result);
  const organizationId = Number(useParams().organizationId);
  const title = t('console.setup.property.title');
  const countries = [...new Set(references.cities.map((city) => city.country.name))];
  const requiredText = t('console.forms.required');
  return (
    <div className="onboarding">
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="onboarding__step">{t('console.onboarding.step', { step: setupSteps.number('property'), count: setupSteps.count })}</p>
      <h1 tabIndex={-1}>{title}</h1>
      {existing && (
        <section className="panel onboarding__existing" aria-labelledby="existing-title">
          <h2 id="existing-title">{t('console.setup.property.existingTitle')}</h2>
          <p>
            <strong>{t('console.setup.property.existing', { name: existing.name, city: existing.city.name })}</strong>
            <br />
            {existing.units.active > 0 ? t('console.setup.property.units', { count: existing.units.active }) : t('console.setup.property.noUnits')}
          </p>
          <div className="form-actions">
            <ButtonLink href={setupSteps.after('property', organizationId, existing.id)}>{t('console.setup.property.continue', { name: existing.name })}</ButtonLink>
            <Link to={`/o/${organizationId}/properties/${existing.id}`}>{t('console.setup.property.open')}</Link>
            {!showForm && <Link to={`${setupSteps.path('property', organizationId)}?new=1`}>{t('console.setup.property.addAnother')}</Link>}
          </div>
        </section>
      )}
      {showForm && (
        <>
          <p>{t('console.setup.property.intro')}</p>
          <FormErrorSummary result={result} />
          <Form method="post" noValidate className="form-stack">
            <CsrfField />
            <TextField name="name" label={t('console.setup.property.name')} hint={t('console.setup.property.nameHint')} maxLength={120} autoComplete="off" defaultValue={valueOf(result, 'name')} error={errorOf('name')} />
            <PropertyTypeField label={t('console.setup.property.type')} types={references.propertyTypes} defaultValue={valueOf(result, 'propertyType', 'apartment')} error={errorOf('propertyType')} />
            <TextField name="addressLine1" label={t('console.setup.property.street')} maxLength={200} autoComplete="off" defaultValue={valueOf(result, 'addressLine1')} error={errorOf('addressLine1')} />
            <div className="onboarding__grid">
              <TextField name="postalCode" label={t('console.setup.property.postalCode')} required={false} maxLength={20} autoComplete="off" defaultValue={valueOf(result, 'postalCode')} error={errorOf('postalCode')} />
              <Field id="cityId" label={t('console.setup.property.city')} error={errorOf('cityId')} required requiredText={requiredText}>
                {(control) => (
                  <select name="cityId" {...control} defaultValue={valueOf(result, 'cityId')}>
                    <option value="">{t('console.setup.property.chooseCity')}</option>
                    {countries.map((country) => (
                      <optgroup key={country} label={country}>
                        {references.cities
                          .filter((city) => city.country.name === country)
                          .map((city) => (
                            <option key={city.id} value={city.id}>
                              {`${city.name}, ${country}`}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <div className="onboarding__count">
              <TextField
                name="sleeps"
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                label={t('console.setup.property.sleeps')}
                hint={t('console.setup.property.sleepsHint')}
                defaultValue={valueOf(result, 'sleeps', '2')}
                error={errorOf('sleeps')}
              />
            </div>
            <div className="onboarding__grid onboarding__grid--counts">
              {rooms.map((count) => (
                <TextField
                  key={count.name}
                  name={count.name}
                  type="number"
                  inputMode="numeric"
                  min={count.min}
                  max={count.max}
                  label={t(`console.setup.property.${count.name}`)}
                  defaultValue={valueOf(result, count.name, '1')}
                  error={errorOf(count.name)}
                />
              ))}
            </div>
            <div className="form-actions">
              <Button type="submit">{t('console.setup.property.submit')}</Button>
              <ButtonLink href={setupSteps.after('property', organizationId, existing?.id)} variant="quiet">
                {t('console.setup.later')}
              </ButtonLink>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
