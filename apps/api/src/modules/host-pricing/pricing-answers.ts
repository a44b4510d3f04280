import type { HostAddOn, HostFee, HostPromotion, HostTax, HostVoucher } from '@direct/contracts';
import type { PromotionRow, VoucherRow } from './discounts.repository.ts';
import type { AddOnRow, FeeRow, TaxRow } from './property-pricing.repository.ts';

// Rows as the host API answers them: numeric columns (text from PostgreSQL) as numbers, times
// as HH:MM, instants as ISO strings. And back: what the host sent, as the columns store it.

const percentOf = (value: string | null) => (value === null ? null : Number(value));
export const percentColumn = (value: number | null) => (value === null ? null : value.toFixed(2));
export const slotColumn = (value: string | null) => (value === null ? null : `${value}:00`);

export const feeAnswer = (row: FeeRow): HostFee => ({
  id: row.id,
  propertyId: row.propertyId,
  unitTypeId: row.unitTypeId,
  kind: row.kind,
  name: row.name,
  calculation: row.calculation,
  amountMinor: row.amountMinor,
  isMandatory: row.isMandatory,
  translations: row.translations,
  version: row.version,
});

export const taxAnswer = (row: TaxRow): HostTax => ({
  id: row.id,
  propertyId: row.propertyId,
  name: row.name,
  kind: row.kind,
  percent: percentOf(row.percent),
  amountMinor: row.amountMinor,
  includesFees: row.includesFees,
  appliesToChildren: row.appliesToChildren,
  maxNights: row.maxNights,
  exemptUnderAge: row.exemptUnderAge,
  translations: row.translations,
  version: row.version,
});

export const addOnAnswer = (row: AddOnRow): HostAddOn => ({
  id: row.id,
  propertyId: row.propertyId,
  kind: row.kind,
  label: row.label,
  description: row.description,
  calculation: row.calculation,
  amountMinor: row.amountMinor,
  percent: percentOf(row.percent),
  slotTime: row.slotTime === null ? null : row.slotTime.slice(0, 5),
  maxQuantity: row.maxQuantity,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  bookingCount: row.bookingCount,
  translations: row.translations,
  version: row.version,
});

export const voucherAnswer = (row: VoucherRow): HostVoucher => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: percentOf(row.percent),
  amountMinor: row.amountMinor,
  currency: row.currency,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  bookingCount: row.bookingCount,
  minNights: row.minNights,
  isActive: row.isActive,
  propertyIds: row.propertyIds,
  version: row.version,
});

export const promotionAnswer = (row: PromotionRow): HostPromotion => ({
  id: row.id,
  name: row.name,
  propertyId: row.propertyId,
  kind: row.kind,
  percent: percentOf(row.percent),
  amountMinor: row.amountMinor,
  minNights: row.minNights,
  minDaysBeforeArrival: row.minDaysBeforeArrival,
  stayFrom: row.stayFrom,
  stayUntil: row.stayUntil,
  isActive: row.isActive,
  translations: row.translations,
  version: row.version,
});

// The translations a host sent, as the column stores them; none sent: the row keeps its own.
export function translationsOf<T>(input: { translations?: T | undefined }): { translations?: T } {
  return input.translations === undefined ? {} : { translations: input.translations };
}
