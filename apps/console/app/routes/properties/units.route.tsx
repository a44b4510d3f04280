import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData } from 'react-router';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { UnitTypeForm } from './components/unit-type-form.tsx';
import { UnitTypePanel } from './components/unit-type-panel.tsx';
import { isPropertyFailure } from './property-errors.ts';
import { failureStatus, propertyFailureOf } from './property-failure.server.ts';
import { usePropertyData } from './property-data.ts';
import { idsFrom } from './section-action.server.ts';
import { unitsChange, unitTypeFields } from './units.server.ts';
import type { Route } from './+types/units.route';

const intents = new Set(['add-type', 'save-type', 'delete-type', 'add-unit', 'rename-unit', 'activate-unit', 'deactivate-unit', 'delete-unit']);

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const target = textOf(form, 'target');
  if (!intents.has(intent)) return data({ ok: false as const, fieldErrors: {}, formError: 'invalid' as const, values: {}, intent, target, refusals: [] }, { status: 400 });
  try {
    const done = await unitsChange(form, idsFrom(params), token, request.signal);
    return redirectWithToast(pagePathOf(request), { message: serverTranslator(context.get(languageContext))(done) }, context);
  } catch (error) {
    const failure = propertyFailureOf(error, form, intent === 'add-type' || intent === 'save-type' ? unitTypeFields : ['name'], intent, target);
    return data(failure, { status: failureStatus(failure) });
  }
}

// Unit types (capacity, rooms, size, pets) and their units: add, edit, rename, take out of
// service, delete. What would break a booking is refused with the bookings named.
export default function PropertyUnits() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property } = usePropertyData();
  const result = useActionData<typeof action>();
  const failure = isPropertyFailure(result) ? result : undefined;
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const title = t('consoleProperties.units.title');
  // A unit type's own form shows its refusal; the small forms of units (and deleting a type) at the top.
  const pageFailure = failure && failure.intent !== 'add-type' && failure.intent !== 'save-type' ? failure : undefined;
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${property.name}` })}</title>
      <h2 className="section-title">{title}</h2>
      <p className="muted">{t('consoleProperties.units.intro')}</p>
      <PropertyFormSummary failure={pageFailure} />
      {property.unitTypes.length === 0 && <p className="empty-state">{t('consoleProperties.units.empty')}</p>}
      {property.unitTypes.map((unitType) => (
        <UnitTypePanel key={`${unitType.id}-${unitType.version}`} unitType={unitType} canWrite={canWrite} failure={failure} />
      ))}
      {canWrite && (
        <section className="panel" aria-labelledby="add-type-title">
          <h3 id="add-type-title">{t('consoleProperties.units.addType')}</h3>
          <UnitTypeForm intent="add-type" unitType={null} failure={failure} />
        </section>
      )}
    </>
  );
}
