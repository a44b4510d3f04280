import type { HostTax, PricingProperty } from '@direct/contracts';
import { formatAmount } from '../form-input.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListState } from '../list-view.ts';
import { RowActions, SortHeader } from './list-parts.tsx';

export const taxSorts = ['name', 'kind'] as const;
export type TaxSort = (typeof taxSorts)[number];
export const taxColumns = { name: (tax: HostTax) => tax.name, kind: (tax: HostTax) => tax.kind };

export function TaxesTable({ taxes, property, state, canWrite }: { taxes: HostTax[]; property: PricingProperty; state: ListState<TaxSort>; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (tax: HostTax) =>
    tax.kind === 'percentage'
      ? `${percent.format((tax.percent ?? 0) / 100)}${tax.includesFees ? ` (${t('consolePricing.taxes.onFees')})` : ''}`
      : formatAmount(tax.amountMinor ?? 0, property.currency, lng);
  const cap = (tax: HostTax) =>
    tax.kind === 'per_person_per_night' || tax.kind === 'per_night'
      ? tax.maxNights === null
        ? t('consolePricing.taxes.everyNight')
        : t('consolePricing.taxes.capNights', { count: tax.maxNights })
      : t('consolePricing.taxes.notApplicable');
  const children = (tax: HostTax) => {
    if (tax.kind !== 'per_person_per_night') return t('consolePricing.taxes.notApplicable');
    if (!tax.appliesToChildren) return t('consolePricing.taxes.childrenNone');
    return tax.exemptUnderAge === null ? t('consolePricing.taxes.childrenAll') : t('consolePricing.taxes.childrenUnder', { age: tax.exemptUnderAge });
  };
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('consolePricing.taxes.caption', { property: property.name })}</caption>
        <thead>
          <tr>
            <SortHeader column="name" label={t('consolePricing.taxes.columns.name')} state={state} />
            <SortHeader column="kind" label={t('consolePricing.taxes.columns.charged')} state={state} />
            <th scope="col">{t('consolePricing.taxes.columns.amount')}</th>
            <th scope="col">{t('consolePricing.taxes.columns.cap')}</th>
            <th scope="col">{t('consolePricing.taxes.columns.children')}</th>
            {canWrite && <th scope="col">{t('consolePricing.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {taxes.map((tax) => (
            <tr key={tax.id}>
              <th scope="row">{tax.name}</th>
              <td>{t(`consolePricing.taxes.kinds.${tax.kind}`)}</td>
              <td>{rate(tax)}</td>
              <td>{cap(tax)}</td>
              <td>{children(tax)}</td>
              {canWrite && (
                <td>
                  <RowActions id={tax.id} name={tax.name} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
