import type { HostVoucher, PricingProperty } from '@direct/contracts';
import { formatAmount } from '../form-input.ts';
import { Badge } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListState } from '../list-view.ts';
import { RowActions, SortHeader } from './list-parts.tsx';

export type VoucherSort = 'code' | 'validUntil' | 'usedCount' | 'createdAt';

// What a voucher is now: the status filter's words.
function statusOf(voucher: HostVoucher, now: Date): 'active' | 'inactive' | 'expired' | 'used_up' {
  if (!voucher.isActive) return 'inactive';
  if (voucher.validUntil && new Date(voucher.validUntil) <= now) return 'expired';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'used_up';
  return 'active';
}

export function VouchersTable({ vouchers, properties, state, canWrite, caption, now }: { vouchers: HostVoucher[]; properties: readonly PricingProperty[]; state: ListState<VoucherSort>; canWrite: boolean; caption: string; now: Date }) {
  const { t, lng } = useTranslation();
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const discount = (voucher: HostVoucher) =>
    voucher.kind === 'percentage' ? percent.format((voucher.percent ?? 0) / 100) : formatAmount(voucher.amountMinor ?? 0, voucher.currency ?? 'EUR', lng);
  const validity = (voucher: HostVoucher) => {
    const from = voucher.validFrom ? date.format(new Date(voucher.validFrom)) : null;
    const until = voucher.validUntil ? date.format(new Date(voucher.validUntil)) : null;
    if (from && until) return t('consolePricing.vouchers.validRange', { from, until });
    if (from) return t('consolePricing.vouchers.validFrom', { from });
    if (until) return t('consolePricing.vouchers.validUntil', { until });
    return t('consolePricing.vouchers.validAlways');
  };
  // Where it can be used: every property, or the ones it names.
  const scope = (voucher: HostVoucher) =>
    voucher.propertyIds.length === 0 ? t('consolePricing.vouchers.scopeAll') : voucher.propertyIds.map((id) => properties.find((property) => property.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <SortHeader column="code" label={t('consolePricing.vouchers.columns.code')} state={state} />
            <th scope="col">{t('consolePricing.vouchers.columns.discount')}</th>
            <SortHeader column="validUntil" label={t('consolePricing.vouchers.columns.validity')} state={state} />
            <SortHeader column="usedCount" label={t('consolePricing.vouchers.columns.uses')} state={state} />
            <th scope="col">{t('consolePricing.vouchers.columns.status')}</th>
            {canWrite && <th scope="col">{t('consolePricing.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {vouchers.map((voucher) => {
            const status = statusOf(voucher, now);
            return (
              <tr key={voucher.id}>
                <th scope="row">
                  <code>{voucher.code}</code>
                </th>
                <td>
                  {discount(voucher)}
                  {voucher.minNights !== null && <span className="muted"> · {t('consolePricing.vouchers.minNights', { count: voucher.minNights })}</span>}
                  <br />
                  <span className="muted">{scope(voucher)}</span>
                </td>
                <td>{validity(voucher)}</td>
                <td>{voucher.usageLimit === null ? t('consolePricing.vouchers.usesUnlimited', { used: voucher.usedCount }) : t('consolePricing.vouchers.uses', { used: voucher.usedCount, limit: voucher.usageLimit })}</td>
                <td>
                  <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`consolePricing.vouchers.status.${status}`)}</Badge>
                </td>
                {canWrite && (
                  <td>
                    <RowActions id={voucher.id} name={voucher.code} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
