import { countNights, daysBetween, nightDates, type IsoDate } from '../dates/iso-date.ts';
import { percentOf, type PercentInput } from '../money/percent.ts';

// Vouchers and automatic promotions. A booking gets at most one discount: one voucher, or the
// best promotion; never both, never a code twice. Only the accommodation (the nights) is
// discounted: fees and taxes are the host's and the city's costs, not the host's margin.

export type DiscountKind = 'percentage' | 'fixed';

export type VoucherRule = {
  id: number;
  code: string;
  kind: DiscountKind;
  percent: PercentInput | null;
  amountMinor: number | null;
  currency: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  minNights: number | null;
  isActive: boolean;
  // Empty: every property of the host.
  propertyIds: readonly number[];
};

export type PromotionRule = {
  id: number;
  name: string;
  kind: DiscountKind;
  percent: PercentInput | null;
  amountMinor: number | null;
  minNights: number | null;
  minDaysBeforeArrival: number | null;
  stayFrom: IsoDate | null;
  stayUntil: IsoDate | null;
  isActive: boolean;
  // Null: every property of the host.
  propertyId: number | null;
};

export type DiscountContext = {
  now: Date;
  // "Today" at the property, for days-before-arrival.
  today: IsoDate;
  checkIn: IsoDate;
  checkOut: IsoDate;
  propertyId: number;
  currency: string;
  // What a discount may take off at most (the accommodation).
  discountableMinor: number;
};

// Promotions don't depend on the moment, only on the property's day (vouchers have validity times).
export type PromotionContext = Omit<DiscountContext, 'now'>;

export type VoucherErrorReason = 'invalid_voucher' | 'voucher_not_combinable' | 'voucher_already_applied';
export type VoucherError = { index: number; reason: VoucherErrorReason; message: string };

export type AppliedDiscount = {
  source: 'voucher' | 'promotion';
  id: number;
  label: string;
  code: string | null;
  amountMinor: number;
};

/** The amount a percentage or fixed discount takes off, never more than the discountable amount. */
export function discountAmount(rule: { kind: DiscountKind; percent: PercentInput | null; amountMinor: number | null }, discountableMinor: number): number {
  const raw = rule.kind === 'percentage' ? (rule.percent === null ? 0 : percentOf(discountableMinor, rule.percent)) : (rule.amountMinor ?? 0);
  return Math.max(0, Math.min(raw, discountableMinor));
}

/** Why a voucher can't be used for this stay, or null when it can. */
export function voucherProblem(voucher: VoucherRule, context: DiscountContext): string | null {
  if (!voucher.isActive) return 'This voucher is no longer active';
  if (voucher.validFrom && context.now < voucher.validFrom) return 'This voucher is not valid yet';
  if (voucher.validUntil && context.now > voucher.validUntil) return 'This voucher has expired';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'This voucher has been used up';
  const nights = countNights(context.checkIn, context.checkOut);
  if (voucher.minNights !== null && nights < voucher.minNights) return `This voucher needs a stay of at least ${voucher.minNights} nights`;
  if (voucher.propertyIds.length > 0 && !voucher.propertyIds.includes(context.propertyId)) return 'This voucher is not valid for this property';
  if (voucher.kind === 'fixed' && voucher.currency !== context.currency) return `This voucher is not valid for prices in ${context.currency}`;
  return null;
}

/** Whether an automatic promotion applies to the stay. */
export function promotionApplies(promotion: PromotionRule, context: PromotionContext): boolean {
  if (!promotion.isActive) return false;
  if (promotion.propertyId !== null && promotion.propertyId !== context.propertyId) return false;
  const nights = nightDates(context.checkIn, context.checkOut);
  if (promotion.minNights !== null && nights.length < promotion.minNights) return false;
  if (promotion.minDaysBeforeArrival !== null && daysBetween(context.today, context.checkIn) < promotion.minDaysBeforeArrival) return false;
  // Every night of the stay must fall in the promotion's window.
  const last = nights[nights.length - 1] ?? context.checkIn;
  if (promotion.stayFrom !== null && context.checkIn < promotion.stayFrom) return false;
  if (promotion.stayUntil !== null && last > promotion.stayUntil) return false;
  return true;
}

/** The applicable promotion that takes off the most (ties: the first listed), or null. */
export function bestPromotion(promotions: readonly PromotionRule[], context: PromotionContext): AppliedDiscount | null {
  let best: AppliedDiscount | null = null;
  for (const promotion of promotions) {
    if (!promotionApplies(promotion, context)) continue;
    const amountMinor = discountAmount(promotion, context.discountableMinor);
    if (amountMinor > 0 && (!best || amountMinor > best.amountMinor)) {
      best = { source: 'promotion', id: promotion.id, label: promotion.name, code: null, amountMinor };
    }
  }
  return best;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one discount of a booking from the codes the guest entered (in order) and the host's
 * promotions. `findVoucher` looks a code up among the host's vouchers (case-insensitive).
 * Any error means the selection is refused as a whole; each error names the code's index.
 */
export function resolveDiscount(input: {
  codes: readonly string[];
  findVoucher: (code: string) => VoucherRule | undefined;
  promotions: readonly PromotionRule[];
  // The promotion the stay's quote already took (buildQuote); given, `promotions` is not read.
  promotion?: AppliedDiscount | null;
  // The voucher's line on the quote, in the guest's language ("Gutschein WELCOME10").
  voucherLabel?: (code: string) => string;
  context: DiscountContext;
}): { discount: AppliedDiscount | null; errors: VoucherError[] } {
  const { codes, context } = input;
  const errors: VoucherError[] = [];
  codes.forEach((code, index) => {
    if (index === 0) return;
    if (codes.slice(0, index).some((earlier) => sameCode(earlier, code))) {
      errors.push({ index, reason: 'voucher_already_applied', message: 'This voucher code has already been applied' });
    } else {
      errors.push({ index, reason: 'voucher_not_combinable', message: 'Voucher codes cannot be combined with other vouchers' });
    }
  });
  const promotion = input.promotion !== undefined ? input.promotion : bestPromotion(input.promotions, context);
  const [code] = codes;
  if (code === undefined) return { discount: promotion, errors };

  const voucher = input.findVoucher(code);
  const problem = voucher ? voucherProblem(voucher, context) : 'The code you entered is invalid.';
  if (!voucher || problem) {
    errors.unshift({ index: 0, reason: 'invalid_voucher', message: problem ?? 'The code you entered is invalid.' });
    return { discount: null, errors };
  }
  if (promotion) {
    errors.unshift({ index: 0, reason: 'voucher_not_combinable', message: `This voucher cannot be combined with other discounts (${promotion.label})` });
    return { discount: null, errors };
  }
  const amountMinor = discountAmount(voucher, context.discountableMinor);
  const label = input.voucherLabel?.(voucher.code) ?? `Voucher ${voucher.code}`;
  return { discount: { source: 'voucher', id: voucher.id, label, code: voucher.code, amountMinor }, errors };
}
