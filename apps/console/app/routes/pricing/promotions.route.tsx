import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { useActionData, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { PricingPage } from './components/pricing-page.tsx';
import { PromotionForm } from './components/promotion-form.tsx';
import { PromotionsTable, promotionColumns, promotionSorts } from './components/promotions-table.tsx';
import { loadPricingContext, organizationIdOf, pricingAnswer } from './pricing.server.ts';
import { promotionsAction } from './promotions.server.ts';
import type { Route } from './+types/promotions.route';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const [pricing, promotions] = await Promise.all([
    loadPricingContext(token, organizationId, request.signal),
    hostCall(endpoints.hostListPromotions, token, { params: { organizationId }, signal: request.signal }),
  ]);
  return { pricing, promotions: promotions.data };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const organizationId = organizationIdOf(params);
  const pricing = await loadPricingContext(token, organizationId, request.signal);
  const result = await promotionsAction({ request, token, organizationId, pricing });
  return pricingAnswer(result);
}

export default function Promotions() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { pricing, promotions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const canWrite = roleAllows(organization.role, 'rates:write');
  return (
    <PricingPage
      texts={{
        title: t('consolePricing.promotions.title'),
        intro: t('consolePricing.promotions.intro'),
        emptyTitle: t('consolePricing.promotions.emptyTitle'),
        empty: t('consolePricing.promotions.empty'),
        add: t('consolePricing.promotions.add'),
        filterLabel: t('consolePricing.promotions.filterLabel'),
        deleteQuestion: (name) => t('consolePricing.promotions.deleteQuestion', { name }),
      }}
      rows={promotions}
      canWrite={canWrite}
      result={result}
      sorts={promotionSorts}
      columns={promotionColumns}
      nameOf={(promotion) => promotion.name}
      table={(rows, state) => <PromotionsTable promotions={rows} pricing={pricing} state={state} canWrite={canWrite} />}
      form={(promotion) => <PromotionForm promotion={promotion} pricing={pricing} result={result} />}
    />
  );
}
