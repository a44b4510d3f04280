import type { HostFee, PricingProperty } from '@direct/contracts';
import { formatAmount } from '../form-input.ts';
import { Badge } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListState } from '../list-view.ts';
import { RowActions, SortHeader } from './list-parts.tsx';

export const feeSorts = ['name', 'kind', 'amount'] as const;
export type FeeSort = (typeof feeSorts)[number];
export const feeColumns = { name: (fee: HostFee) => fee.name, kind: (fee: HostFee) => fee.kind, amount: (fee: HostFee) => fee.amountMinor };

export function FeesTable({ fees, property, state, canWrite }: { fees: HostFee[]; property: PricingProperty; state: ListState<FeeSort>; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const unitTypeName = (id: number | null) => (id === null ? t('consolePricing.fees.allUnitTypes') : (property.unitTypes.find((type) => type.id === id)?.name ?? `#${id}`));
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('consolePricing.fees.caption', { property: property.name })}</caption>
        <thead>
          <tr>
            <SortHeader column="name" label={t('consolePricing.fees.columns.name')} state={state} />
            <SortHeader column="kind" label={t('consolePricing.fees.columns.kind')} state={state} />
            <SortHeader column="amount" label={t('consolePricing.fees.columns.amount')} state={state} />
            <th scope="col">{t('consolePricing.fees.columns.unitType')}</th>
            <th scope="col">{t('consolePricing.fees.columns.mandatory')}</th>
            {canWrite && <th scope="col">{t('consolePricing.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id}>
              <th scope="row">{fee.name}</th>
              <td>{t(`consolePricing.fees.kinds.${fee.kind}`)}</td>
              <td>
                {formatAmount(fee.amountMinor, property.currency, lng)} {t(`consolePricing.fees.calculations.${fee.calculation}`)}
              </td>
              <td>{unitTypeName(fee.unitTypeId)}</td>
              <td>
                <Badge tone={fee.isMandatory ? 'success' : 'neutral'}>{fee.isMandatory ? t('consolePricing.fees.mandatory') : t('consolePricing.fees.optional')}</Badge>
              </td>
              {canWrite && (
                <td>
                  <RowActions id={fee.id} name={fee.name} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
