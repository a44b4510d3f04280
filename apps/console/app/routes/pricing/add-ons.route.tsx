import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { AddOnForm } from './components/add-on-form.tsx';
import { AddOnsTable, addOnColumns, addOnSorts } from './components/add-ons-table.tsx';
import { PricingPage } from './components/pricing-page.tsx';
import { addOnsAction } from './add-ons.server.ts';
import { chosenProperty, loadPricingContext, organizationIdOf, pricingAnswer } from './pricing.server.ts';
import type { Route } from './+types/add-ons.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const search = new URL(request.url).searchParams;
  const pricing = await loadPricingContext(token, organizationId, request.signal);
  const property = chosenProperty(pricing, search);
  const addOns = property ? (await hostCall(endpoints.hostListAddOns, token, { params: { organizationId, propertyId: property.id }, signal: request.signal })).data : [];
  return { properties: pricing.properties, property, addOns };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const property = chosenProperty(await loadPricingContext(token, organizationId, request.signal), new URL(request.url).searchParams);
  if (!property) throw data(null, { status: 404 });
  const result = await addOnsAction({ request, token, organizationId, property });
  return pricingAnswer(result);
}

export default function AddOns() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, property, addOns } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PricingPage
      texts={{
        title: t('consolePricing.addOns.title'),
        intro: t('consolePricing.addOns.intro'),
        emptyTitle: t('consolePricing.addOns.emptyTitle'),
        empty: t('consolePricing.addOns.empty'),
        add: t('consolePricing.addOns.add'),
        filterLabel: t('consolePricing.addOns.filterLabel'),
        deleteQuestion: (name) => t('consolePricing.addOns.deleteQuestion', { name }),
      }}
      rows={addOns}
      canWrite={roleAllows(organization.role, 'rates:write')}
      result={result}
      sorts={addOnSorts}
      columns={addOnColumns}
      nameOf={(addOn) => addOn.label}
      canDeactivate
      property={{ properties, chosen: property }}
      table={(rows, state) => property && <AddOnsTable addOns={rows} property={property} state={state} canWrite={roleAllows(organization.role, 'rates:write')} />}
      form={(addOn) => property && <AddOnForm addOn={addOn} property={property} result={result} />}
    />
  );
}
