import { describe, expect, it } from 'vitest';
import { addOnProblems, feeProblems, promotionProblems, taxProblems, usageLimitProblem, voucherProblems, type TaxRuleInput } from './pricing-rules.ts';

const fieldsOf = (problems: { field: string; reason: string }[]) => problems.map((problem) => `${problem.field}:${problem.reason}`);

describe('feeProblems', () => {
  it('keeps per-pet charges for pet fees, and pet fees per pet', () => {
    expect(feeProblems({ kind: 'pet', calculation: 'per_pet_per_night' })).toEqual([]);
    expect(feeProblems({ kind: 'cleaning', calculation: 'per_stay' })).toEqual([]);
    expect(fieldsOf(feeProblems({ kind: 'pet', calculation: 'per_stay' }))).toEqual(['calculation:pet_fee_per_pet']);
    expect(fieldsOf(feeProblems({ kind: 'cleaning', calculation: 'per_pet' }))).toEqual(['calculation:per_pet_needs_pet_fee']);
  });
});

describe('taxProblems', () => {
  const tourist: TaxRuleInput = { kind: 'per_person_per_night', percent: null, amountMinor: 400, includesFees: false, appliesToChildren: true, maxNights: 7, exemptUnderAge: 13 };

  it('accepts Lisbon’s tourist tax and a VAT on fees', () => {
    expect(taxProblems(tourist)).toEqual([]);
    expect(taxProblems({ ...tourist, kind: 'percentage', percent: 6, amountMinor: null, includesFees: true, appliesToChildren: false, maxNights: null, exemptUnderAge: null })).toEqual([]);
  });

  it('asks a percentage of a percentage tax and an amount of the others, never both', () => {
    expect(fieldsOf(taxProblems({ ...tourist, kind: 'percentage', amountMinor: 400, appliesToChildren: false, maxNights: null, exemptUnderAge: null }))).toEqual(['percent:required', 'amountMinor:not_applicable']);
    expect(fieldsOf(taxProblems({ ...tourist, amountMinor: null, percent: 5 }))).toEqual(['amountMinor:required', 'percent:not_applicable']);
  });

  it('refuses what the kind of tax does not use', () => {
    expect(fieldsOf(taxProblems({ ...tourist, kind: 'per_stay', includesFees: true }))).toEqual([
      'includesFees:not_applicable',
      'maxNights:not_applicable',
      'appliesToChildren:not_applicable',
      'exemptUnderAge:not_applicable',
    ]);
    expect(taxProblems({ ...tourist, kind: 'per_night', appliesToChildren: false, exemptUnderAge: null })).toEqual([]);
  });

  it('refuses an exemption age on a tax children do not pay at all', () => {
    expect(fieldsOf(taxProblems({ ...tourist, appliesToChildren: false }))).toEqual(['exemptUnderAge:children_exempt_already']);
  });
});

describe('addOnProblems', () => {
  const breakfast = { kind: 'extra' as const, calculation: 'per_guest_per_night' as const, amountMinor: 1200, percent: null, slotTime: null, maxQuantity: 1 };

  it('accepts an extra and a paid early check-in slot', () => {
    expect(addOnProblems(breakfast)).toEqual([]);
    expect(addOnProblems({ ...breakfast, kind: 'arrival_time', calculation: 'fixed', slotTime: '12:00' })).toEqual([]);
  });

  it('asks the price the calculation needs', () => {
    expect(fieldsOf(addOnProblems({ ...breakfast, calculation: 'percentage' }))).toEqual(['percent:required', 'amountMinor:not_applicable']);
    expect(fieldsOf(addOnProblems({ ...breakfast, amountMinor: null, percent: 5 }))).toEqual(['amountMinor:required', 'percent:not_applicable']);
  });

  it('gives a time slot its time, a fixed price and a quantity of one; an extra no time', () => {
    expect(fieldsOf(addOnProblems({ ...breakfast, kind: 'departure_time', maxQuantity: 2 }))).toEqual(['slotTime:required', 'calculation:slot_fixed_price', 'maxQuantity:slot_single']);
    expect(fieldsOf(addOnProblems({ ...breakfast, slotTime: '10:00' }))).toEqual(['slotTime:not_applicable']);
  });
});

describe('voucherProblems and promotionProblems', () => {
  const voucher = { kind: 'fixed' as const, percent: null, amountMinor: 5000, currency: 'EUR', validFrom: new Date('2026-06-01T00:00:00Z'), validUntil: new Date('2026-07-01T00:00:00Z') };

  it('accepts a fixed voucher with its currency and a percentage one without', () => {
    expect(voucherProblems(voucher)).toEqual([]);
    expect(voucherProblems({ ...voucher, kind: 'percentage', percent: 10, amountMinor: null, currency: null })).toEqual([]);
  });

  it('asks a currency of a fixed voucher, none of a percentage one', () => {
    expect(fieldsOf(voucherProblems({ ...voucher, currency: null }))).toEqual(['currency:required']);
    expect(fieldsOf(voucherProblems({ ...voucher, kind: 'percentage', percent: 10, amountMinor: null }))).toEqual(['currency:not_applicable']);
  });

  it('keeps validity and stay windows in order', () => {
    expect(fieldsOf(voucherProblems({ ...voucher, validUntil: voucher.validFrom }))).toEqual(['validUntil:before_start']);
    const promotion = { kind: 'percentage' as const, percent: 15, amountMinor: null, stayFrom: '2026-07-01', stayUntil: '2026-06-30' };
    expect(fieldsOf(promotionProblems(promotion))).toEqual(['stayUntil:before_start']);
    expect(promotionProblems({ ...promotion, stayUntil: '2026-07-01' })).toEqual([]);
  });

  it('keeps a usage limit at or above the uses counted', () => {
    expect(usageLimitProblem(3, 3)).toBeNull();
    expect(usageLimitProblem(null, 9)).toBeNull();
    expect(usageLimitProblem(2, 3)).toMatchObject({ field: 'usageLimit', reason: 'below_used' });
  });
});
