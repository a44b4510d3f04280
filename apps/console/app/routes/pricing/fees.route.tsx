import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { FeeForm } from './components/fee-form.tsx';
import { FeesTable, feeColumns, feeSorts } from './components/fees-table.tsx';
import { PricingPage } from './components/pricing-page.tsx';
import { feesAction } from './fees.server.ts';
import { chosenProperty, loadPricingContext, organizationIdOf, pricingAnswer } from './pricing.server.ts';
import type { Route } from './+types/fees.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const search = new URL(request.url).searchParams;
  const pricing = await loadPricingContext(token, organizationId, request.signal);
  const property = chosenProperty(pricing, search);
  const fees = property ? (await hostCall(endpoints.hostListFees, token, { params: { organizationId, propertyId: property.id }, signal: request.signal })).data : [];
  return { properties: pricing.properties, property, fees };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const property = chosenProperty(await loadPricingContext(token, organizationId, request.signal), new URL(request.url).searchParams);
  if (!property) throw data(null, { status: 404 });
  const result = await feesAction({ request, token, organizationId, property });
  return pricingAnswer(result);
}

export default function Fees() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, property, fees } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PricingPage
      texts={{
        title: t('consolePricing.fees.title'),
        intro: t('consolePricing.fees.intro'),
        emptyTitle: t('consolePricing.fees.emptyTitle'),
        empty: t('consolePricing.fees.empty'),
        add: t('consolePricing.fees.add'),
        filterLabel: t('consolePricing.fees.filterLabel'),
        deleteQuestion: (name) => t('consolePricing.fees.deleteQuestion', { name }),
      }}
      rows={fees}
      canWrite={roleAllows(organization.role, 'rates:write')}
      result={result}
      sorts={feeSorts}
      columns={feeColumns}
      nameOf={(fee) => fee.name}
      property={{ properties, chosen: property }}
      table={(rows, state) => property && <FeesTable fees={rows} property={property} state={state} canWrite={roleAllows(organization.role, 'rates:write')} />}
      form={(fee) => property && <FeeForm fee={fee} property={property} result={result} />}
    />
  );
}
