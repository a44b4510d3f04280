import type { HostAddOn, PricingProperty } from '@direct/contracts';
import { formatAmount } from '../form-input.ts';
import { Badge } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListState } from '../list-view.ts';
import { RowActions, SortHeader } from './list-parts.tsx';

export const addOnSorts = ['position', 'label', 'kind', 'bookings'] as const;
export type AddOnSort = (typeof addOnSorts)[number];
export const addOnColumns = {
  position: (addOn: HostAddOn) => addOn.sortOrder,
  label: (addOn: HostAddOn) => addOn.label,
  kind: (addOn: HostAddOn) => addOn.kind,
  bookings: (addOn: HostAddOn) => addOn.bookingCount,
};

export function AddOnsTable({ addOns, property, state, canWrite }: { addOns: HostAddOn[]; property: PricingProperty; state: ListState<AddOnSort>; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  const price = (addOn: HostAddOn) =>
    addOn.calculation === 'percentage'
      ? t('consolePricing.addOns.ofNights', { percent: percent.format((addOn.percent ?? 0) / 100) })
      : `${formatAmount(addOn.amountMinor ?? 0, property.currency, lng)} ${t(`consolePricing.addOns.calculations.${addOn.calculation}`)}`;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('consolePricing.addOns.caption', { property: property.name })}</caption>
        <thead>
          <tr>
            <SortHeader column="label" label={t('consolePricing.addOns.columns.label')} state={state} />
            <SortHeader column="kind" label={t('consolePricing.addOns.columns.kind')} state={state} />
            <th scope="col">{t('consolePricing.addOns.columns.price')}</th>
            <th scope="col">{t('consolePricing.addOns.columns.time')}</th>
            <th scope="col">{t('consolePricing.addOns.columns.status')}</th>
            <SortHeader column="bookings" label={t('consolePricing.addOns.columns.bookings')} state={state} />
            {canWrite && <th scope="col">{t('consolePricing.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {addOns.map((addOn) => (
            <tr key={addOn.id}>
              <th scope="row">{addOn.label}</th>
              <td>{t(`consolePricing.addOns.kinds.${addOn.kind}`)}</td>
              <td>{price(addOn)}</td>
              <td>{addOn.slotTime ?? '—'}</td>
              <td>
                <Badge tone={addOn.isActive ? 'success' : 'neutral'}>{addOn.isActive ? t('consolePricing.common.active') : t('consolePricing.common.inactive')}</Badge>
              </td>
              <td>{addOn.bookingCount === 0 ? t('consolePricing.common.notUsed') : t('consolePricing.common.bookings', { count: addOn.bookingCount })}</td>
              {canWrite && (
                <td>
                  <RowActions id={addOn.id} name={addOn.label} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
