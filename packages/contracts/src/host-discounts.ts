import { z } from 'zod';
import { OrganizationParams } from './host-accounts.ts';
import { Name, Percent } from './host-pricing.ts';
import { JsonId, jsonInteger, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';
import { textTranslationsInput, textTranslationsOutput } from './text-translations.ts';

// The host's discounts, per organization with a property scope: vouchers (codes a guest types)
// and promotions (applied by themselves: long stay, early bird, a season). A booking gets one
// discount at most, and only the accommodation is discounted (@direct/domain discounts).

const id = z.coerce.number().int().min(1).max(maxInt4);
export const VoucherParams = OrganizationParams.extend({ voucherId: id });
export const PromotionParams = OrganizationParams.extend({ promotionId: id });

export const discountKinds = ['percentage', 'fixed'] as const;
// A fixed discount: up to 100,000.00 in major units.
const DiscountAmount = jsonInteger(1, 10_000_000);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const IsoDay = z.iso
  .date('must be a real date as YYYY-MM-DD')
  .refine((value) => value >= '2000-01-01' && value <= '2999-12-31', { message: 'must be between 2000 and 2999', params: { reason: 'out_of_range' } });
const Instant = z.iso
  .datetime({ offset: true, message: 'must be a date and time with its offset, e.g. 2026-06-01T00:00:00Z' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2999;
  }, { message: 'must be between 2000 and 2999', params: { reason: 'out_of_range' } });

// --- Vouchers --------------------------------------------------------------------------------

// Letters, digits, "-" and "_": easy to read out and type; matched without regard to case.
export const voucherCodePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const VoucherInput = z
  .strictObject({
    code: z.string().trim().min(3).max(40).regex(voucherCodePattern, 'use letters, digits, "-" and "_"'),
    kind: z.enum(discountKinds),
    percent: nullable(Percent),
    amountMinor: nullable(DiscountAmount),
    // Fixed vouchers: the currency of amountMinor (a booking in another currency can't use it).
    currency: nullable(z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as EUR')),
    validFrom: nullable(Instant),
    validUntil: nullable(Instant),
    // How many bookings may use it; null: no limit.
    usageLimit: nullable(jsonInteger(1, 1_000_000)),
    minNights: nullable(jsonInteger(1, 365)),
    isActive: z.boolean().default(true),
    // Empty: every property of the organization.
    propertyIds: z.array(JsonId).max(500).default([]),
  })
  .meta({ id: 'HostVoucherRequest' });
export const VoucherUpdate = VoucherInput.extend({ version: RowVersion }).meta({ id: 'HostVoucherUpdate' });

export const HostVoucher = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(discountKinds),
    percent: z.number().nullable(),
    amountMinor: z.number().int().nullable(),
    currency: z.string().nullable(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    // Confirmed bookings that used it (what the usage limit counts).
    usedCount: z.number().int(),
    // Every booking that applied it, confirmed or not yet paid: such a voucher can't be deleted.
    bookingCount: z.number().int(),
    minNights: z.number().int().nullable(),
    isActive: z.boolean(),
    propertyIds: z.array(z.number().int()),
    version: z.number().int(),
  })
  .meta({ id: 'HostVoucher' });
export type HostVoucher = z.infer<typeof HostVoucher>;

export const voucherSorts = ['code', 'validUntil', 'usedCount', 'createdAt'] as const;
export const voucherStatuses = ['all', 'active', 'inactive', 'expired', 'used_up'] as const;

export const VoucherListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(voucherSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  // Part of the code, any case.
  q: z.string().trim().max(40).optional(),
  status: z.enum(voucherStatuses).default('all'),
});
export type VoucherListQuery = z.infer<typeof VoucherListQuery>;

export const HostVoucherPage = z
  .object({ data: z.array(HostVoucher), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostVoucherPage' });

// --- Promotions ------------------------------------------------------------------------------

export const PromotionInput = z
  .strictObject({
    name: Name.describe('What the guest sees on the discount line, e.g. "Stay 7 nights, save 15%"'),
    // Null: every property of the organization.
    propertyId: nullable(JsonId),
    kind: z.enum(discountKinds),
    percent: nullable(Percent),
    // Fixed promotions: in the property's currency.
    amountMinor: nullable(DiscountAmount),
    // Long stay: at least this many nights.
    minNights: nullable(jsonInteger(1, 365)),
    // Early bird: booked at least this many days before arrival.
    minDaysBeforeArrival: nullable(jsonInteger(1, 730)),
    // Every night of the stay between these dates.
    stayFrom: nullable(IsoDay),
    stayUntil: nullable(IsoDay),
    isActive: z.boolean().default(true),
    translations: textTranslationsInput({ name: 120 }),
  })
  .meta({ id: 'HostPromotionRequest' });
export const PromotionUpdate = PromotionInput.extend({ version: RowVersion }).meta({ id: 'HostPromotionUpdate' });

export const HostPromotion = z
  .object({
    id: z.number().int(),
    name: z.string(),
    propertyId: z.number().int().nullable(),
    kind: z.enum(discountKinds),
    percent: z.number().nullable(),
    amountMinor: z.number().int().nullable(),
    minNights: z.number().int().nullable(),
    minDaysBeforeArrival: z.number().int().nullable(),
    stayFrom: z.string().nullable(),
    stayUntil: z.string().nullable(),
    isActive: z.boolean(),
    // The name in other languages (decision 0032).
    translations: textTranslationsOutput(['name']).optional(),
    version: z.number().int(),
  })
  .meta({ id: 'HostPromotion' });
export type HostPromotion = z.infer<typeof HostPromotion>;
export const HostPromotionList = z.object({ data: z.array(HostPromotion) }).meta({ id: 'HostPromotionList' });
