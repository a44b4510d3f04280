import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import type { TranslationKey } from '@direct/i18n/translator';
import { Button } from '@direct/ui';
import { Form, useActionData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PropertyFormSummary } from './components/property-form-summary.tsx';
import { idsOf, versionOf } from '../../lib/forms/form-values.server.ts';
import { failureFor } from './property-errors.ts';
import { usePropertyData } from './property-data.ts';
import { idsFrom, saveSection } from './section-action.server.ts';
import type { Route } from './+types/amenities.route';

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  return saveSection({ context, request, form, intent: 'amenities', fields: ['amenityIds'], done: 'consoleProperties.done.saved', typed: { amenityIds: idsOf(form, 'amenityIds').join(',') } }, () =>
    hostCall(endpoints.hostSetPropertyAmenities, token, { params: idsFrom(params), body: { version: versionOf(form), amenityIds: idsOf(form, 'amenityIds') }, signal: request.signal }),
  );
}

// Amenities as checkboxes, one group per category, labelled as the guest site labels them.
export default function PropertyAmenities() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { property, references } = usePropertyData();
  const failure = failureFor(useActionData<typeof action>(), 'amenities');
  const canWrite = roleAllows(organization.role, 'inventory:write');
  const chosen = new Set((failure ? (failure.values['amenityIds'] ?? '').split(',') : property.amenityIds.map(String)).filter(Boolean));
  const categories = [...new Set(references.amenities.map((amenity) => amenity.category))];
  const title = t('consoleProperties.amenities.title');
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${property.name}` })}</title>
      <section className="panel" aria-labelledby="amenities-title">
        <h2 id="amenities-title">{title}</h2>
        <p className="muted">{t('consoleProperties.amenities.intro')}</p>
        <PropertyFormSummary failure={failure} />
        <Form method="post" className="form-stack property-form property-form--wide" key={property.version}>
          <CsrfField />
          <input type="hidden" name="version" value={property.version} />
          <fieldset className="plain-fieldset" disabled={!canWrite}>
            <div className="amenity-groups">
              {categories.map((category) => (
                <fieldset key={category} className="checkbox-group">
                  <legend>{t(`amenityCategory.${category}` as TranslationKey)}</legend>
                  {references.amenities
                    .filter((amenity) => amenity.category === category)
                    .map((amenity) => (
                      <label key={amenity.id} className="checkbox">
                        <input type="checkbox" name="amenityIds" value={amenity.id} defaultChecked={chosen.has(String(amenity.id))} />
                        {t(`amenity.${amenity.code}` as TranslationKey)}
                      </label>
                    ))}
                </fieldset>
              ))}
            </div>
          </fieldset>
          {canWrite && <Button type="submit">{t('consoleProperties.amenities.save')}</Button>}
        </Form>
      </section>
    </>
  );
}
