import { endpoints } from '@direct/contracts';
import { Button } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { config } from '../../config.server.ts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { AddressFields } from './components/address-fields.tsx';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { typedOr, usePropertyFieldError } from './components/use-property-field-error.ts';
import { failureFor } from './property-errors.ts';
import { failureStatus, propertyFailureOf } from './property-failure.server.ts';
import { addressBody, addressFields, typedAddress } from './property-forms.server.ts';
import type { Route } from './+types/new-property.route';
import propertiesStyles from './properties.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: propertiesStyles }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const references = await hostCall(endpoints.hostPropertyReferences, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal });
  return { references, tiles: config.map };
}

// A new property is a draft: it appears on the site once the host publishes it.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = Number(params.organizationId);
  const form = await request.formData();
  try {
    const references = await hostCall(endpoints.hostPropertyReferences, token, { params: { organizationId }, signal: request.signal });
    const property = await hostCall(endpoints.hostCreateProperty, token, {
      params: { organizationId },
      body: { name: textOf(form, 'name'), ...addressBody(form, references) },
      signal: request.signal,
    });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(`/o/${organizationId}/properties/${property.id}`, { message: t('consoleProperties.done.created') }, context);
  } catch (error) {
    const failure = propertyFailureOf(error, form, ['name', ...addressFields], 'create');
    failure.values = { ...failure.values, name: textOf(form, 'name'), ...typedAddress(form) };
    return data(failure, { status: failureStatus(failure) });
  }
}

export default function NewProperty() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { references, tiles } = useLoaderData<typeof loader>();
  const failure = failureFor(useActionData<typeof action>(), 'create');
  const errorOf = usePropertyFieldError(failure);
  const firstCity = references.cities[0];
  const title = t('consoleProperties.create.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <p className="breadcrumb">
        <Link to={`/o/${organization.id}/properties`}>{t('consoleProperties.page.back')}</Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleProperties.create.intro')}</p>
      <section className="panel">
        <PropertyFormSummary failure={failure} />
        <Form method="post" noValidate className="form-stack property-form">
          <CsrfField />
          <TextField name="name" label={t('consoleProperties.fields.name')} defaultValue={typedOr(failure, 'name', '')} error={errorOf('name')} maxLength={120} autoComplete="off" />
          <AddressFields
            references={references}
            tiles={tiles}
            errorOf={errorOf}
            positionHint={t('consoleProperties.create.positionHint')}
            values={{
              propertyType: typedOr(failure, 'propertyType', 'apartment'),
              cityId: typedOr(failure, 'cityId', firstCity?.id),
              areaId: typedOr(failure, 'areaId', ''),
              addressLine1: typedOr(failure, 'addressLine1', ''),
              addressLine2: typedOr(failure, 'addressLine2', ''),
              postalCode: typedOr(failure, 'postalCode', ''),
              latitude: typedOr(failure, 'latitude', ''),
              longitude: typedOr(failure, 'longitude', ''),
              currency: typedOr(failure, 'currency', 'EUR'),
              brandIds: typedOr(failure, 'brandIds', references.brands[0]?.id).split(','),
            }}
          />
          <Button type="submit">{t('consoleProperties.create.submit')}</Button>
        </Form>
      </section>
    </>
  );
}
