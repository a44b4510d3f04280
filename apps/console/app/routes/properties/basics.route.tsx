import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button } from '@direct/ui';
import { Form, useActionData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { AddressFields } from './components/address-fields.tsx';
import { DeleteProperty } from './components/delete-property.tsx';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { typedOr, usePropertyFieldError } from './components/use-property-field-error.ts';
import { versionOf } from '../../lib/forms/form-values.server.ts';
import { failureFor } from './property-errors.ts';
import { usePropertyData } from './property-data.ts';
import { addressBody, addressFields, typedAddress } from './property-forms.server.ts';
import { idsFrom, saveSection } from './section-action.server.ts';
import type { Route } from './+types/basics.route';

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const ids = idsFrom(params);
  return saveSection({ context, request, form, intent: 'basics', fields: addressFields, done: 'consoleProperties.done.saved', typed: typedAddress(form) }, () =>
    hostCall(endpoints.hostUpdateProperty, token, { params: ids, body: { version: versionOf(form), ...addressBody(form) }, signal: request.signal }),
  );
}

// Type, address, position on the map, currency and brands; deleting the property at the end.
export default function PropertyBasics() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property, references, tiles } = usePropertyData();
  const failure = failureFor(useActionData<typeof action>(), 'basics');
  const errorOf = usePropertyFieldError(failure);
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const title = t('consoleProperties.basics.title');
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${property.name}` })}</title>
      <section className="panel" aria-labelledby="basics-title">
        <h2 id="basics-title">{title}</h2>
        <PropertyFormSummary failure={failure} />
        <Form method="post" noValidate className="form-stack property-form" key={property.version}>
          <CsrfField />
          <input type="hidden" name="version" value={property.version} />
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <AddressFields
              references={references}
              tiles={tiles}
              errorOf={errorOf}
              values={{
                propertyType: typedOr(failure, 'propertyType', property.propertyType),
                cityId: typedOr(failure, 'cityId', property.city.id),
                areaId: typedOr(failure, 'areaId', property.areaId),
                addressLine1: typedOr(failure, 'addressLine1', property.addressLine1),
                addressLine2: typedOr(failure, 'addressLine2', property.addressLine2),
                postalCode: typedOr(failure, 'postalCode', property.postalCode),
                latitude: typedOr(failure, 'latitude', property.latitude),
                longitude: typedOr(failure, 'longitude', property.longitude),
                currency: typedOr(failure, 'currency', property.currency),
                brandIds: typedOr(failure, 'brandIds', property.brandIds.join(',')).split(','),
              }}
            />
          </fieldset>
          {canWrite && <Button type="submit">{t('consoleProperties.page.save')}</Button>}
        </Form>
      </section>
      {canWrite && <DeleteProperty property={property} action={`/o/${organization.id}/properties/${property.id}`} />}
    </>
  );
}
