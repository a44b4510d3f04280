import type { FeeCalculation, FeeKind, TaxKind } from './quote.ts';
import type { AddOnCalculation } from '../booking/add-ons.ts';
import type { DiscountKind } from '../booking/discounts.ts';

// The rules between the fields of what a host prices (fees, taxes, add-ons, vouchers,
// promotions). The API checks them before writing, so each is a field error the host can fix,
// and none reaches the database's check constraints (which hold the same rules as a last word).
// Ranges of single fields (a percentage up to 100, at most two decimals…) are the contracts'.

export type PricingRuleProblem = { field: string; reason: string; message: string };

const required = (field: string, message: string): PricingRuleProblem => ({ field, reason: 'required', message });
const notApplicable = (field: string, message: string): PricingRuleProblem => ({ field, reason: 'not_applicable', message });

export function feeProblems(fee: { kind: FeeKind; calculation: FeeCalculation }): PricingRuleProblem[] {
  const perPet = fee.calculation === 'per_pet' || fee.calculation === 'per_pet_per_night';
  // A pet fee charged per stay would be charged to guests without pets too.
  if (fee.kind === 'pet' && !perPet) return [{ field: 'calculation', reason: 'pet_fee_per_pet', message: 'A pet fee is charged per pet, or per pet per night' }];
  if (fee.kind !== 'pet' && perPet) return [{ field: 'calculation', reason: 'per_pet_needs_pet_fee', message: 'Only a pet fee is charged per pet' }];
  return [];
}

export type TaxRuleInput = {
  kind: TaxKind;
  percent: number | null;
  amountMinor: number | null;
  includesFees: boolean;
  appliesToChildren: boolean;
  maxNights: number | null;
  exemptUnderAge: number | null;
};

export function taxProblems(tax: TaxRuleInput): PricingRuleProblem[] {
  const problems: PricingRuleProblem[] = [];
  if (tax.kind === 'percentage') {
    if (tax.percent === null) problems.push(required('percent', 'A percentage tax needs its percentage'));
    if (tax.amountMinor !== null) problems.push(notApplicable('amountMinor', 'A percentage tax has a percentage, not an amount'));
  } else {
    if (tax.amountMinor === null) problems.push(required('amountMinor', 'This tax needs its amount'));
    if (tax.percent !== null) problems.push(notApplicable('percent', 'Only a percentage tax has a percentage'));
    if (tax.includesFees) problems.push(notApplicable('includesFees', 'Only a percentage tax is charged on fees'));
  }
  if (tax.maxNights !== null && tax.kind !== 'per_person_per_night' && tax.kind !== 'per_night') {
    problems.push(notApplicable('maxNights', 'Only a tax charged per night has a cap of nights'));
  }
  if (tax.kind !== 'per_person_per_night') {
    if (tax.appliesToChildren) problems.push(notApplicable('appliesToChildren', 'Only a tax per person is charged for children'));
    if (tax.exemptUnderAge !== null) problems.push(notApplicable('exemptUnderAge', 'Only a tax per person has an age exemption'));
  } else if (tax.exemptUnderAge !== null && !tax.appliesToChildren) {
    // Children pay nothing at all already; an age would suggest some of them pay.
    problems.push({ field: 'exemptUnderAge', reason: 'children_exempt_already', message: 'Children pay nothing of this tax already; an exemption age is for a tax children pay' });
  }
  return problems;
}

export type AddOnRuleInput = {
  kind: 'extra' | 'arrival_time' | 'departure_time';
  calculation: AddOnCalculation;
  amountMinor: number | null;
  percent: number | null;
  slotTime: string | null;
  maxQuantity: number;
};

export function addOnProblems(addOn: AddOnRuleInput): PricingRuleProblem[] {
  const problems: PricingRuleProblem[] = [];
  if (addOn.calculation === 'percentage') {
    if (addOn.percent === null) problems.push(required('percent', 'A percentage add-on needs its percentage'));
    if (addOn.amountMinor !== null) problems.push(notApplicable('amountMinor', 'A percentage add-on has a percentage, not an amount'));
  } else {
    if (addOn.amountMinor === null) problems.push(required('amountMinor', 'This add-on needs its price'));
    if (addOn.percent !== null) problems.push(notApplicable('percent', 'Only a percentage add-on has a percentage'));
  }
  if (addOn.kind === 'extra') {
    if (addOn.slotTime !== null) problems.push(notApplicable('slotTime', 'Only an early check-in or late check-out has a time'));
  } else {
    // A time slot is a time, not a thing: one of it, at one price.
    if (addOn.slotTime === null) problems.push(required('slotTime', 'An early check-in or late check-out needs its time'));
    if (addOn.calculation !== 'fixed') problems.push({ field: 'calculation', reason: 'slot_fixed_price', message: 'An early check-in or late check-out has a fixed price' });
    if (addOn.maxQuantity !== 1) problems.push({ field: 'maxQuantity', reason: 'slot_single', message: 'An early check-in or late check-out is taken once' });
  }
  return problems;
}

export type DiscountRuleInput = { kind: DiscountKind; percent: number | null; amountMinor: number | null };

function discountAmountProblems(discount: DiscountRuleInput): PricingRuleProblem[] {
  const problems: PricingRuleProblem[] = [];
  if (discount.kind === 'percentage') {
    if (discount.percent === null) problems.push(required('percent', 'A percentage discount needs its percentage'));
    if (discount.amountMinor !== null) problems.push(notApplicable('amountMinor', 'A percentage discount has a percentage, not an amount'));
  } else {
    if (discount.amountMinor === null) problems.push(required('amountMinor', 'A fixed discount needs its amount'));
    if (discount.percent !== null) problems.push(notApplicable('percent', 'Only a percentage discount has a percentage'));
  }
  return problems;
}

export type VoucherRuleInput = DiscountRuleInput & { currency: string | null; validFrom: Date | null; validUntil: Date | null };

export function voucherProblems(voucher: VoucherRuleInput): PricingRuleProblem[] {
  const problems = discountAmountProblems(voucher);
  // A fixed amount is money: it needs its currency (a booking in another one can't use it).
  if (voucher.kind === 'fixed' && voucher.currency === null) problems.push(required('currency', 'A fixed voucher needs its currency'));
  if (voucher.kind === 'percentage' && voucher.currency !== null) problems.push(notApplicable('currency', 'A percentage voucher has no currency'));
  if (voucher.validFrom && voucher.validUntil && voucher.validUntil <= voucher.validFrom) {
    problems.push({ field: 'validUntil', reason: 'before_start', message: 'The end of the validity must come after its start' });
  }
  return problems;
}

export type PromotionRuleInput = DiscountRuleInput & { stayFrom: string | null; stayUntil: string | null };

export function promotionProblems(promotion: PromotionRuleInput): PricingRuleProblem[] {
  const problems = discountAmountProblems(promotion);
  if (promotion.stayFrom && promotion.stayUntil && promotion.stayUntil < promotion.stayFrom) {
    problems.push({ field: 'stayUntil', reason: 'before_start', message: 'The last night must not come before the first' });
  }
  return problems;
}

/** A usage limit can't be set below the uses already counted. */
export function usageLimitProblem(usageLimit: number | null, usedCount: number): PricingRuleProblem | null {
  if (usageLimit === null || usageLimit >= usedCount) return null;
  return { field: 'usageLimit', reason: 'below_used', message: `This voucher was used ${usedCount} times already; the limit can't be lower` };
}
