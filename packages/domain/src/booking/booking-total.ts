import { divideRounded } from '../money/percent.ts';
import type { Quote } from '../pricing/quote.ts';

// The itemised total of a booking: the stay's quote (nights, fees, taxes), the add-ons chosen
// and the one discount, as a negative line.

export type BookingLineKind = 'accommodation' | 'fee' | 'tax' | 'add_on' | 'discount';
export type BookingLine = { kind: BookingLineKind; label: string; amountMinor: number };

export type BookingTotal = {
  currency: string;
  nights: { date: string; priceMinor: number }[];
  lines: BookingLine[];
  totalMinor: number;
};

export function buildBookingTotal(input: {
  stay: Pick<Quote, 'currency' | 'nights' | 'lines'>;
  addOns: readonly { label: string; amountMinor: number }[];
  discount: { label: string; amountMinor: number } | null;
}): BookingTotal {
  const lines: BookingLine[] = [
    ...input.stay.lines.map((line) => ({ ...line })),
    ...input.addOns.map((addOn) => ({ kind: 'add_on' as const, label: addOn.label, amountMinor: addOn.amountMinor })),
  ];
  if (input.discount && input.discount.amountMinor > 0) {
    lines.push({ kind: 'discount', label: input.discount.label, amountMinor: -input.discount.amountMinor });
  }
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  // A discount never exceeds the accommodation, so this is a caller bug, not a guest error.
  if (totalMinor < 0) throw new RangeError('A booking total cannot be negative');
  return { currency: input.stay.currency, nights: input.stay.nights.map((night) => ({ ...night })), lines, totalMinor };
}

/**
 * The all-in price a night of a booking's stay: every line but the add-ons (nights, mandatory
 * fees, taxes, the discount) over the nights. Add-ons are the guest's optional extras, so they are
 * not part of the all-in figure (decision 0030); it equals rate_and_availability's perNightMinor
 * for the same stay and discount.
 */
export function allInPerNightMinor(lines: readonly { kind: string; amountMinor: number }[], nights: number): number {
  const stayMinor = lines.reduce((sum, line) => (line.kind === 'add_on' ? sum : sum + line.amountMinor), 0);
  return nights > 0 ? divideRounded(stayMinor, nights) : stayMinor;
}
