import { nightDates, type IsoDate } from '../dates/iso-date.ts';
import { divideRounded, percentOf, type PercentInput } from '../money/percent.ts';
import { indexRatesByDate, type DailyRate } from './daily-rate.ts';
import type { GuestCount, Stay } from '../stay/restrictions.ts';
import { taxedGuests } from './taxed-guests.ts';
import { bestPromotion, type PromotionRule } from '../booking/discounts.ts';

export type FeeKind = 'cleaning' | 'extra_guest' | 'pet' | 'linen' | 'service' | 'other';
export type FeeCalculation =
  | 'per_stay'
  | 'per_night'
  | 'per_guest'
  | 'per_guest_per_night'
  | 'per_pet'
  | 'per_pet_per_night';

export type FeeInput = {
  name: string;
  kind: FeeKind;
  calculation: FeeCalculation;
  amountMinor: number;
  isMandatory: boolean;
};

export type TaxKind = 'percentage' | 'per_person_per_night' | 'per_night' | 'per_stay';

export type TaxInput = {
  name: string;
  kind: TaxKind;
  percent: PercentInput | null;
  amountMinor: number | null;
  includesFees: boolean;
  appliesToChildren: boolean;
  maxNights: number | null;
  // Per-person taxes: guests younger than this pay nothing (see taxed-guests.ts); null: none.
  exemptUnderAge: number | null;
};

export type QuoteLineKind = 'accommodation' | 'fee' | 'tax' | 'discount';
export type QuoteLine = { kind: QuoteLineKind; label: string; amountMinor: number };
export type QuoteNight = { date: IsoDate; priceMinor: number };

// Same fields as the bookings.quote snapshot, so a quote can be stored as accepted.
export type Quote = {
  currency: string;
  nights: QuoteNight[];
  lines: QuoteLine[];
  totalMinor: number;
  accommodationMinor: number;
  feesMinor: number;
  taxesMinor: number;
  averageNightlyMinor: number;
  // The automatic promotion taken off (its line is the `discount` one), or null.
  promotion: QuotePromotion | null;
  // What the stay would cost without the promotion (equal to totalMinor without one).
  totalBeforePromotionMinor: number;
  // The all-in figure per night: the total (fees, taxes, promotion) over the nights. The one
  // per-night price every surface shows (decision 0030); averageNightlyMinor is the nights' own.
  perNightMinor: number;
};

export type QuotePromotion = { id: number; name: string; amountMinor: number };

/** What decides whether a host's automatic promotions apply to the stay. */
export type PromotionInput = {
  promotions: readonly PromotionRule[];
  propertyId: number;
  // "Today" at the property (days before arrival).
  today: IsoDate;
};

export type QuoteInput = {
  stay: Stay;
  guests: GuestCount;
  unitType: { baseOccupancy: number };
  /** The resolved rows of the chosen rate plan; every night must be present. */
  rates: readonly DailyRate[];
  fees: readonly FeeInput[];
  taxes: readonly TaxInput[];
  currency: string;
  /** Label of the accommodation line; the caller translates it. */
  accommodationLabel?: string;
  /** The host's promotions: the best that applies is taken off the accommodation. */
  promotions?: PromotionInput;
};

function quoteNights(stay: Stay, rates: readonly DailyRate[]): QuoteNight[] {
  const byDate = indexRatesByDate(rates);
  const nights = nightDates(stay.checkIn, stay.checkOut).map((date) => {
    const rate = byDate.get(date);
    // Quoting happens after checkStayRestrictions; a gap here is a caller bug, not a guest error.
    if (!rate) throw new RangeError(`No rate for the night of ${date}`);
    return { date, priceMinor: rate.priceMinor };
  });
  if (nights.length === 0) throw new RangeError('A quote needs at least one night');
  return nights;
}

/** The amount of one mandatory fee for this stay (zero when it does not apply). */
export function feeAmount(fee: FeeInput, nights: number, guests: GuestCount, baseOccupancy: number): number {
  const allGuests = guests.adults + guests.children;
  // The extra-guest fee only counts the guests the nightly price does not already include.
  const guestCount = fee.kind === 'extra_guest' ? Math.max(0, allGuests - baseOccupancy) : allGuests;
  if (fee.kind === 'extra_guest' && guestCount === 0) return 0;
  switch (fee.calculation) {
    case 'per_stay':
      return fee.amountMinor;
    case 'per_night':
      return fee.amountMinor * nights;
    case 'per_guest':
      return fee.amountMinor * guestCount;
    case 'per_guest_per_night':
      return fee.amountMinor * guestCount * nights;
    case 'per_pet':
      return fee.amountMinor * guests.pets;
    case 'per_pet_per_night':
      return fee.amountMinor * guests.pets * nights;
  }
}

function requireAmount(tax: TaxInput): number {
  if (tax.amountMinor === null) throw new RangeError(`Tax "${tax.name}" has no amount`);
  return tax.amountMinor;
}

/** The amount of one tax for this stay, given the accommodation and mandatory-fee totals. */
export function taxAmount(
  tax: TaxInput,
  nights: number,
  guests: GuestCount,
  totals: { accommodationMinor: number; feesMinor: number },
): number {
  // Tourist taxes are commonly capped (e.g. Lisbon charges at most 7 nights).
  const taxedNights = tax.maxNights === null ? nights : Math.min(nights, tax.maxNights);
  switch (tax.kind) {
    case 'percentage': {
      if (tax.percent === null) throw new RangeError(`Tax "${tax.name}" has no percentage`);
      const base = totals.accommodationMinor + (tax.includesFees ? totals.feesMinor : 0);
      return percentOf(base, tax.percent);
    }
    case 'per_person_per_night':
      return requireAmount(tax) * taxedGuests(tax, guests) * taxedNights;
    case 'per_night':
      return requireAmount(tax) * taxedNights;
    case 'per_stay':
      return requireAmount(tax);
  }
}

/**
 * An itemised quote for a stay already known to be bookable: nights, mandatory fees and taxes.
 * Lines that come to zero (a pet fee without pets) are left out so the guest sees only charges.
 */
export function buildQuote(input: QuoteInput): Quote {
  const nights = quoteNights(input.stay, input.rates);
  const accommodationMinor = nights.reduce((sum, night) => sum + night.priceMinor, 0);
  const lines: QuoteLine[] = [
    { kind: 'accommodation', label: input.accommodationLabel ?? 'Accommodation', amountMinor: accommodationMinor },
  ];

  let feesMinor = 0;
  for (const fee of input.fees) {
    if (!fee.isMandatory) continue;
    const amountMinor = feeAmount(fee, nights.length, input.guests, input.unitType.baseOccupancy);
    if (amountMinor === 0) continue;
    feesMinor += amountMinor;
    lines.push({ kind: 'fee', label: fee.name, amountMinor });
  }

  let taxesMinor = 0;
  for (const tax of input.taxes) {
    const amountMinor = taxAmount(tax, nights.length, input.guests, { accommodationMinor, feesMinor });
    if (amountMinor === 0) continue;
    taxesMinor += amountMinor;
    lines.push({ kind: 'tax', label: tax.name, amountMinor });
  }

  const totalBeforePromotionMinor = accommodationMinor + feesMinor + taxesMinor;
  const promotion = input.promotions ? stayPromotion(input, input.promotions, accommodationMinor) : null;
  // Taxes stay on the full price (as a voucher leaves them): the promotion is the host's margin.
  if (promotion) lines.push({ kind: 'discount', label: promotion.name, amountMinor: -promotion.amountMinor });
  const totalMinor = totalBeforePromotionMinor - (promotion?.amountMinor ?? 0);
  return {
    currency: input.currency,
    nights,
    lines,
    totalMinor,
    accommodationMinor,
    feesMinor,
    taxesMinor,
    averageNightlyMinor: divideRounded(accommodationMinor, nights.length),
    promotion,
    totalBeforePromotionMinor,
    perNightMinor: divideRounded(totalMinor, nights.length),
  };
}

// The same choice the booking makes (bestPromotion), so no surface shows another price.
function stayPromotion(input: QuoteInput, promotions: PromotionInput, accommodationMinor: number): QuotePromotion | null {
  const best = bestPromotion(promotions.promotions, {
    today: promotions.today,
    checkIn: input.stay.checkIn,
    checkOut: input.stay.checkOut,
    propertyId: promotions.propertyId,
    currency: input.currency,
    discountableMinor: accommodationMinor,
  });
  return best ? { id: best.id, name: best.label, amountMinor: best.amountMinor } : null;
}
