import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { TaxForm } from './components/tax-form.tsx';
import { TaxesTable, taxColumns, taxSorts } from './components/taxes-table.tsx';
import { PricingPage } from './components/pricing-page.tsx';
import { taxesAction } from './taxes.server.ts';
import { chosenProperty, loadPricingContext, organizationIdOf, pricingAnswer } from './pricing.server.ts';
import type { Route } from './+types/taxes.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const search = new URL(request.url).searchParams;
  const pricing = await loadPricingContext(token, organizationId, request.signal);
  const property = chosenProperty(pricing, search);
  const taxes = property ? (await hostCall(endpoints.hostListTaxes, token, { params: { organizationId, propertyId: property.id }, signal: request.signal })).data : [];
  return { properties: pricing.properties, property, taxes };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const property = chosenProperty(await loadPricingContext(token, organizationId, request.signal), new URL(request.url).searchParams);
  if (!property) throw data(null, { status: 404 });
  const result = await taxesAction({ request, token, organizationId, property });
  return pricingAnswer(result);
}

export default function Taxes() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, property, taxes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PricingPage
      texts={{
        title: t('consolePricing.taxes.title'),
        intro: t('consolePricing.taxes.intro'),
        emptyTitle: t('consolePricing.taxes.emptyTitle'),
        empty: t('consolePricing.taxes.empty'),
        add: t('consolePricing.taxes.add'),
        filterLabel: t('consolePricing.taxes.filterLabel'),
        deleteQuestion: (name) => t('consolePricing.taxes.deleteQuestion', { name }),
      }}
      rows={taxes}
      canWrite={roleAllows(organization.role, 'rates:write')}
      result={result}
      sorts={taxSorts}
      columns={taxColumns}
      nameOf={(tax) => tax.name}
      property={{ properties, chosen: property }}
      table={(rows, state) => property && <TaxesTable taxes={rows} property={property} state={state} canWrite={roleAllows(organization.role, 'rates:write')} />}
      form={(tax) => property && <TaxForm tax={tax} property={property} result={result} />}
    />
  );
}
