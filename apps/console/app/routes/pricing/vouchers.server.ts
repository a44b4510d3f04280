import { endpoints, voucherSorts, voucherStatuses, type HostVoucher, type VoucherListQuery } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { readDecimal, readMoney, readWhole } from './form-input.ts';
import { FormReader, intentOf, runIntent, unreadable, type PricingFailure } from './pricing.server.ts';
import { dayEnd, dayStart } from './voucher-dates.ts';

// The vouchers page: its list is paged, sorted and filtered by the API; its posts save (create or
// edit), delete, and deactivate (what the host does instead of deleting a used voucher).

export const voucherFields = ['code', 'kind', 'percent', 'amount', 'currency', 'validFrom', 'validUntil', 'usageLimit', 'minNights', 'propertyIds', 'isActive'] as const;
export const voucherPageSize = 20;

export function voucherQuery(params: URLSearchParams): VoucherListQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as VoucherListQuery['sort'];
  const status = params.get('status') as VoucherListQuery['status'];
  const q = (params.get('q') ?? '').trim().slice(0, 40);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    limit: voucherPageSize,
    sort: voucherSorts.includes(sort) ? sort : 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    status: voucherStatuses.includes(status) ? status : 'all',
    ...(q ? { q } : {}),
  };
}

// The voucher as the API takes it back, from what it answered.
const inputOf = (voucher: HostVoucher) => ({
  code: voucher.code,
  kind: voucher.kind,
  percent: voucher.percent,
  amountMinor: voucher.amountMinor,
  currency: voucher.currency,
  validFrom: voucher.validFrom,
  validUntil: voucher.validUntil,
  usageLimit: voucher.usageLimit,
  minNights: voucher.minNights,
  isActive: voucher.isActive,
  propertyIds: voucher.propertyIds,
});

export async function vouchersAction(options: { request: Request; token: string; organizationId: number; currencies: readonly string[] }): Promise<Response | PricingFailure> {
  const { request, token, organizationId } = options;
  const form = await request.formData();
  const intent = intentOf(form);
  const params = { organizationId };
  const signal = request.signal;
  const voucherId = intent.target;

  if (intent.intent === 'delete' && voucherId !== null) {
    return runIntent({ request, form, intent, fields: [], done: 'deleted', call: () => hostCall(endpoints.hostDeleteVoucher, token, { params: { ...params, voucherId }, query: { version: intent.version }, signal }) });
  }
  if (intent.intent === 'deactivate' && voucherId !== null) {
    return runIntent({
      request,
      form,
      intent,
      fields: [],
      done: 'deactivated',
      call: async () => {
        const code = new FormReader(form).text('code').slice(0, 40);
        const found = (await hostCall(endpoints.hostListVouchers, token, { params, query: { q: code, limit: 100 }, signal })).data.find((voucher) => voucher.id === voucherId);
        // Gone meanwhile: the update answers "not found".
        const body = found ? { ...inputOf(found), isActive: false, version: found.version } : { code: 'GONE', kind: 'percentage' as const, percent: 1, version: 1 };
        return hostCall(endpoints.hostUpdateVoucher, token, { params: { ...params, voucherId }, body, signal });
      },
    });
  }

  const reader = new FormReader(form);
  const kind = reader.text('kind') === 'fixed' ? 'fixed' : 'percentage';
  const currency = options.currencies.includes(reader.text('currency')) ? reader.text('currency') : (options.currencies[0] ?? 'EUR');
  const percent = reader.read('percent', readDecimal(reader.text('percent')), 'invalid_number');
  const amountMinor = reader.read('amount', readMoney(reader.text('amount'), currency), 'invalid_amount');
  const usageLimit = reader.read('usageLimit', readWhole(reader.text('usageLimit')), 'invalid_whole');
  const minNights = reader.read('minNights', readWhole(reader.text('minNights')), 'invalid_whole');
  const validFrom = reader.read('validFrom', dayStart(reader.text('validFrom')), 'invalid_date');
  const validUntil = reader.read('validUntil', dayEnd(reader.text('validUntil')), 'invalid_date');
  if (!reader.valid) return unreadable(reader, intent, voucherFields);
  const body = {
    code: reader.text('code'),
    kind,
    percent,
    amountMinor,
    // A currency belongs to a fixed amount only; the select always sends one.
    currency: kind === 'fixed' ? currency : null,
    validFrom,
    validUntil,
    usageLimit,
    minNights,
    isActive: reader.checked('isActive'),
    propertyIds: form.getAll('propertyIds').map(Number).filter((id) => Number.isInteger(id) && id > 0),
  } as const;
  return runIntent({
    request,
    form,
    intent,
    fields: voucherFields,
    rename: { amountMinor: 'amount' },
    done: voucherId === null ? 'created' : 'saved',
    call: () =>
      voucherId === null
        ? hostCall(endpoints.hostCreateVoucher, token, { params, body: { ...body, propertyIds: [...body.propertyIds] }, signal })
        : hostCall(endpoints.hostUpdateVoucher, token, { params: { ...params, voucherId }, body: { ...body, propertyIds: [...body.propertyIds], version: intent.version ?? 0 }, signal }),
  });
}
