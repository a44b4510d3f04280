import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { data, useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { DeletePanel } from './components/change-panels.tsx';
import { FeeForm } from './components/fee-form.tsx';
import { FeesTable, feeColumns, feeSorts } from './components/fees-table.tsx';
import { AddLink, DoneNotice, EmptyState, FilterForm, useParams } from './components/list-parts.tsx';
import { PropertyPicker } from './components/property-picker.tsx';
import { feesAction } from './fees.server.ts';
import { listState, shownRows } from './list-view.ts';
import { chosenProperty, loadPricingContext, organizationIdOf } from './pricing.server.ts';
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
  return result instanceof Response ? result : data(result, { status: result.refusal === 'stale' || result.refusal === 'in_use' ? 409 : result.refusal === 'not_found' ? 404 : 400 });
}

export default function Fees() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { properties, property, fees } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const params = useParams();
  const canWrite = roleAllows(organization.role, 'rates:write');
  const state = listState(params, feeSorts, 'name');
  const shown = shownRows(fees, state, feeColumns, (fee) => fee.name);
  const editing = params.get('edit');
  const edited = fees.find((fee) => String(fee.id) === editing) ?? null;
  const deleting = fees.find((fee) => String(fee.id) === params.get('delete'));
  const title = t('consolePricing.fees.title');
  return (
    <section aria-labelledby="pricing-page-title">
      <title>{t('console.meta.title', { page: `${title} · ${t('consolePricing.nav.title')}` })}</title>
      <h2 id="pricing-page-title">{title}</h2>
      <p>{t('consolePricing.fees.intro')}</p>
      {!property ? (
        <EmptyState title={title} text={t('consolePricing.common.noProperties')} />
      ) : (
        <>
          <PropertyPicker properties={properties} chosen={property} />
          <DoneNotice />
          {fees.length === 0 ? (
            <EmptyState title={t('consolePricing.fees.emptyTitle')} text={t('consolePricing.fees.empty')} action={canWrite && <AddLink label={t('consolePricing.fees.add')} />} />
          ) : (
            <>
              <div className="pricing-toolbar">
                <FilterForm label={t('consolePricing.fees.filterLabel')} query={state.q} keep={['property', 'sort', 'order']} />
                {canWrite && <AddLink label={t('consolePricing.fees.add')} />}
              </div>
              {shown.length === 0 ? <p>{t('consolePricing.common.noMatch', { query: state.q })}</p> : <FeesTable fees={shown} property={property} state={state} canWrite={canWrite} />}
            </>
          )}
          {canWrite && (editing === 'new' || edited) && <FeeForm key={editing} fee={edited} property={property} result={result} />}
          {canWrite && deleting && <DeletePanel question={t('consolePricing.fees.deleteQuestion', { name: deleting.name })} target={deleting.id} version={deleting.version} result={result} />}
        </>
      )}
    </section>
  );
}
