import type { HostPromotion, PricingContext } from '@direct/contracts';
import { formatAmount } from '../form-input.ts';
import { Badge } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListState } from '../list-view.ts';
import { promotionCurrency } from '../promotion-currency.ts';
import { RowActions, SortHeader } from './list-parts.tsx';

export const promotionSorts = ['name', 'kind'] as const;
export type PromotionSort = (typeof promotionSorts)[number];
export const promotionColumns = { name: (promotion: HostPromotion) => promotion.name, kind: (promotion: HostPromotion) => promotion.kind };

export function PromotionsTable({ promotions, pricing, state, canWrite }: { promotions: HostPromotion[]; pricing: PricingContext; state: ListState<PromotionSort>; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  const discount = (promotion: HostPromotion) =>
    promotion.kind === 'percentage' ? percent.format((promotion.percent ?? 0) / 100) : formatAmount(promotion.amountMinor ?? 0, promotionCurrency(pricing, promotion.propertyId), lng);
  const conditions = (promotion: HostPromotion) => {
    const parts: string[] = [];
    if (promotion.minNights !== null) parts.push(t('consolePricing.promotions.minNights', { count: promotion.minNights }));
    if (promotion.minDaysBeforeArrival !== null) parts.push(t('consolePricing.promotions.minDays', { count: promotion.minDaysBeforeArrival }));
    if (promotion.stayFrom && promotion.stayUntil) parts.push(t('consolePricing.promotions.window', { from: day(promotion.stayFrom), until: day(promotion.stayUntil) }));
    else if (promotion.stayFrom) parts.push(t('consolePricing.promotions.windowFrom', { from: day(promotion.stayFrom) }));
    else if (promotion.stayUntil) parts.push(t('consolePricing.promotions.windowUntil', { until: day(promotion.stayUntil) }));
    return parts.length > 0 ? parts.join(' · ') : t('consolePricing.promotions.always');
  };
  const propertyName = (id: number | null) => (id === null ? t('consolePricing.common.allProperties') : (pricing.properties.find((property) => property.id === id)?.name ?? `#${id}`));
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('consolePricing.promotions.caption')}</caption>
        <thead>
          <tr>
            <SortHeader column="name" label={t('consolePricing.promotions.columns.name')} state={state} />
            <SortHeader column="kind" label={t('consolePricing.promotions.columns.discount')} state={state} />
            <th scope="col">{t('consolePricing.promotions.columns.conditions')}</th>
            <th scope="col">{t('consolePricing.promotions.columns.property')}</th>
            <th scope="col">{t('consolePricing.promotions.columns.status')}</th>
            {canWrite && <th scope="col">{t('consolePricing.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {promotions.map((promotion) => (
            <tr key={promotion.id}>
              <th scope="row">{promotion.name}</th>
              <td>{discount(promotion)}</td>
              <td>{conditions(promotion)}</td>
              <td>{propertyName(promotion.propertyId)}</td>
              <td>
                <Badge tone={promotion.isActive ? 'success' : 'neutral'}>{promotion.isActive ? t('consolePricing.common.active') : t('consolePricing.common.inactive')}</Badge>
              </td>
              {canWrite && (
                <td>
                  <RowActions id={promotion.id} name={promotion.name} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
