import { percentOf, type PercentInput } from '../money/percent.ts';

// Paid extras (upsells) and the early check-in / late check-out slots.

export type AddOnCalculation = 'fixed' | 'per_night' | 'per_guest' | 'per_guest_per_night' | 'percentage';

export type AddOnRule = {
  calculation: AddOnCalculation;
  amountMinor: number | null;
  percent: PercentInput | null;
  maxQuantity: number;
};

export type AddOnStay = { nights: number; guests: number; accommodationMinor: number };

/** The price of one of an add-on for a stay (a percentage is of the accommodation). */
export function addOnUnitPrice(addOn: AddOnRule, stay: AddOnStay): number {
  const amount = addOn.amountMinor ?? 0;
  switch (addOn.calculation) {
    case 'fixed':
      return amount;
    case 'per_night':
      return amount * stay.nights;
    case 'per_guest':
      return amount * stay.guests;
    case 'per_guest_per_night':
      return amount * stay.guests * stay.nights;
    case 'percentage':
      return addOn.percent === null ? 0 : percentOf(stay.accommodationMinor, addOn.percent);
  }
}

/** The price of `quantity` of an add-on; null when the quantity is above what the host allows. */
export function addOnAmount(addOn: AddOnRule, stay: AddOnStay, quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > addOn.maxQuantity) return null;
  return addOnUnitPrice(addOn, stay) * quantity;
}
