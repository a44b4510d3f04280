import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button } from '@direct/ui';
import { Form, Link, useActionData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { typedOr, usePropertyFieldError } from './components/use-property-field-error.ts';
import { checked, versionOf } from '../../lib/forms/form-values.server.ts';
import { failureFor } from './property-errors.ts';
import { usePropertyData } from './property-data.ts';
import { idsFrom, saveSection } from './section-action.server.ts';
import type { Route } from './+types/details.route';

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  return saveSection({ context, request, form, intent: 'details', fields: ['checkInTime', 'checkOutTime', 'isDirect'], done: 'consoleProperties.done.saved' }, () =>
    hostCall(endpoints.hostUpdatePropertyDetails, token, {
      params: idsFrom(params),
      body: { version: versionOf(form), checkInTime: textOf(form, 'checkInTime'), checkOutTime: textOf(form, 'checkOutTime'), isDirect: checked(form, 'isDirect') },
      signal: request.signal,
    }),
  );
}

// Check-in and check-out times, the shared listing, and the capacity the unit types add up to.
export default function PropertyDetails() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property } = usePropertyData();
  const failure = failureFor(useActionData<typeof action>(), 'details');
  const errorOf = usePropertyFieldError(failure);
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const activeTypes = property.unitTypes.filter((unitType) => unitType.isActive);
  const activeUnits = activeTypes.flatMap((unitType) => unitType.units.filter((unit) => unit.isActive));
  const largest = Math.max(0, ...activeTypes.map((unitType) => unitType.maxOccupancy));
  const isDirect = failure ? failure.values['isDirect'] === 'on' : property.isDirect;
  const title = t('consoleProperties.details.title');
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${property.name}` })}</title>
      <section className="panel" aria-labelledby="details-title">
        <h2 id="details-title">{title}</h2>
        <p className="muted">{t('consoleProperties.details.intro')}</p>
        <PropertyFormSummary failure={failure} />
        <Form method="post" noValidate className="form-stack property-form" key={property.version}>
          <CsrfField />
          <input type="hidden" name="version" value={property.version} />
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <div className="form-grid">
              <TextField name="checkInTime" type="time" label={t('consoleProperties.fields.checkInTime')} defaultValue={typedOr(failure, 'checkInTime', property.checkInTime)} error={errorOf('checkInTime')} />
              <TextField name="checkOutTime" type="time" label={t('consoleProperties.fields.checkOutTime')} defaultValue={typedOr(failure, 'checkOutTime', property.checkOutTime)} error={errorOf('checkOutTime')} />
            </div>
            <label className="checkbox">
              <input type="checkbox" name="isDirect" defaultChecked={isDirect} />
              {t('consoleProperties.fields.isDirect')}
            </label>
          </fieldset>
          {canWrite && <Button type="submit">{t('consoleProperties.details.save')}</Button>}
        </Form>
      </section>
      <section className="panel" aria-labelledby="capacity-title">
        <h2 id="capacity-title">{t('consoleProperties.details.capacityTitle')}</h2>
        <p>
          {activeUnits.length > 0
            ? t('consoleProperties.details.capacityText', { count: activeUnits.length, guests: largest })
            : t('consoleProperties.details.noUnits')}
        </p>
        <Link to={`/o/${organization.id}/properties/${property.id}/units`}>{t('consoleProperties.details.manageUnits')}</Link>
      </section>
    </>
  );
}
