import { describe, expect, it } from 'vitest';
import { bestPromotion, discountAmount, resolveDiscount, voucherProblem, type DiscountContext, type PromotionRule, type VoucherRule } from './discounts.ts';

const context: DiscountContext = {
  now: new Date('2026-03-10T12:00:00Z'),
  today: '2026-03-10',
  checkIn: '2026-05-01',
  checkOut: '2026-05-04',
  propertyId: 7,
  currency: 'EUR',
  discountableMinor: 30_000,
};

function voucher(overrides: Partial<VoucherRule> = {}): VoucherRule {
  return {
    id: 1,
    code: 'WELCOME10',
    kind: 'percentage',
    percent: '10.00',
    amountMinor: null,
    currency: null,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2026-12-31T00:00:00Z'),
    usageLimit: null,
    usedCount: 0,
    minNights: null,
    isActive: true,
    propertyIds: [],
    ...overrides,
  };
}

function promotion(overrides: Partial<PromotionRule> = {}): PromotionRule {
  return { id: 1, name: 'Long stay', kind: 'percentage', percent: '15', amountMinor: null, minNights: null, minDaysBeforeArrival: null, stayFrom: null, stayUntil: null, isActive: true, propertyId: null, ...overrides };
}

const resolve = (codes: string[], vouchers: VoucherRule[], promotions: PromotionRule[] = []) =>
  resolveDiscount({ codes, findVoucher: (code) => vouchers.find((v) => v.code.toLowerCase() === code.toLowerCase()), promotions, context });

describe('discountAmount', () => {
  it('takes a percentage of the discountable amount, rounded', () => {
    expect(discountAmount({ kind: 'percentage', percent: '10', amountMinor: null }, 10_005)).toBe(1001);
  });
  it('never takes more than the discountable amount', () => {
    expect(discountAmount({ kind: 'fixed', percent: null, amountMinor: 50_000 }, 30_000)).toBe(30_000);
  });
});

describe('voucherProblem', () => {
  it('accepts a valid voucher', () => expect(voucherProblem(voucher(), context)).toBeNull());
  it.each([
    ['inactive', { isActive: false }],
    ['not yet valid', { validFrom: new Date('2026-04-01T00:00:00Z') }],
    ['expired', { validUntil: new Date('2026-03-01T00:00:00Z') }],
    ['used up', { usageLimit: 5, usedCount: 5 }],
    ['too short a stay', { minNights: 4 }],
    ['another property', { propertyIds: [8] }],
    ['fixed in another currency', { kind: 'fixed' as const, percent: null, amountMinor: 500, currency: 'CHF' }],
  ])('refuses a voucher that is %s', (_name, overrides) => {
    expect(voucherProblem(voucher(overrides), context)).toEqual(expect.any(String));
  });
  it('accepts a voucher scoped to this property and a fixed one in its currency', () => {
    expect(voucherProblem(voucher({ propertyIds: [7] }), context)).toBeNull();
    expect(voucherProblem(voucher({ kind: 'fixed', percent: null, amountMinor: 500, currency: 'EUR' }), context)).toBeNull();
  });
});

describe('bestPromotion', () => {
  it('picks the applicable promotion that takes off the most', () => {
    const best = bestPromotion([promotion({ id: 1, percent: '5' }), promotion({ id: 2, kind: 'fixed', percent: null, amountMinor: 2000 }), promotion({ id: 3, percent: '20', minNights: 7 })], context);
    expect(best).toMatchObject({ id: 2, amountMinor: 2000, source: 'promotion' });
  });
  it('checks min nights, days before arrival, stay window and property', () => {
    expect(bestPromotion([promotion({ minNights: 4 })], context)).toBeNull();
    expect(bestPromotion([promotion({ minDaysBeforeArrival: 60 })], context)).toBeNull();
    expect(bestPromotion([promotion({ minDaysBeforeArrival: 50 })], context)).not.toBeNull();
    expect(bestPromotion([promotion({ stayFrom: '2026-05-02' })], context)).toBeNull();
    expect(bestPromotion([promotion({ stayUntil: '2026-05-02' })], context)).toBeNull();
    expect(bestPromotion([promotion({ stayFrom: '2026-05-01', stayUntil: '2026-05-03' })], context)).not.toBeNull();
    expect(bestPromotion([promotion({ propertyId: 8 })], context)).toBeNull();
    expect(bestPromotion([promotion({ isActive: false })], context)).toBeNull();
  });
});

describe('resolveDiscount', () => {
  it('applies one valid voucher', () => {
    expect(resolve(['welcome10'], [voucher()])).toEqual({ discount: { source: 'voucher', id: 1, label: 'Voucher WELCOME10', code: 'WELCOME10', amountMinor: 3000 }, errors: [] });
  });
  it('refuses an unknown code as invalid', () => {
    expect(resolve(['NOPE'], [voucher()]).errors).toEqual([{ index: 0, reason: 'invalid_voucher', message: 'The code you entered is invalid.' }]);
  });
  it('refuses a second, different code as not combinable and the same code twice as already applied', () => {
    const other = voucher({ id: 2, code: 'SUMMER50' });
    expect(resolve(['WELCOME10', 'SUMMER50'], [voucher(), other]).errors).toEqual([expect.objectContaining({ index: 1, reason: 'voucher_not_combinable' })]);
    expect(resolve(['WELCOME10', 'welcome10'], [voucher()]).errors).toEqual([expect.objectContaining({ index: 1, reason: 'voucher_already_applied' })]);
  });
  it('refuses a voucher when a promotion applies, and applies the promotion without a code', () => {
    expect(resolve(['WELCOME10'], [voucher()], [promotion()]).errors).toEqual([expect.objectContaining({ index: 0, reason: 'voucher_not_combinable' })]);
    expect(resolve([], [], [promotion()])).toEqual({ discount: expect.objectContaining({ source: 'promotion', amountMinor: 4500 }), errors: [] });
  });
});
