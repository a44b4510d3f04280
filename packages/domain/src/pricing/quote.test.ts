import { describe, expect, it } from 'vitest';
import type { DailyRate } from './daily-rate.ts';
import { buildQuote, type FeeInput, type QuoteInput, type TaxInput } from './quote.ts';
import { bestPromotion, type PromotionRule } from '../booking/discounts.ts';

function rate(date: string, priceMinor: number): DailyRate {
  return { date, priceMinor, minStay: 1, maxStay: null, closedToArrival: false, closedToDeparture: false, stopSell: false };
}

function fee(overrides: Partial<FeeInput>): FeeInput {
  return { name: 'Fee', kind: 'other', calculation: 'per_stay', amountMinor: 0, isMandatory: true, ...overrides };
}

function tax(overrides: Partial<TaxInput>): TaxInput {
  return {
    name: 'Tax',
    kind: 'per_stay',
    percent: null,
    amountMinor: null,
    includesFees: false,
    appliesToChildren: false,
    maxNights: null,
    exemptUnderAge: null,
    ...overrides,
  };
}

function nightsFrom(start: string, count: number, priceMinor: number): DailyRate[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return rate(date.toISOString().slice(0, 10), priceMinor);
  });
}

function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    stay: { checkIn: '2026-07-01', checkOut: '2026-07-04' },
    guests: { adults: 2, children: 0, pets: 0 },
    unitType: { baseOccupancy: 2 },
    rates: [rate('2026-07-01', 10_000), rate('2026-07-02', 12_000), rate('2026-07-03', 11_001), rate('2026-07-04', 1)],
    fees: [],
    taxes: [],
    currency: 'EUR',
    ...overrides,
  };
}

describe('buildQuote', () => {
  it('itemises nights, mandatory fees and taxes', () => {
    const quote = buildQuote(
      input({
        guests: { adults: 3, children: 2, pets: 1 },
        fees: [
          fee({ name: 'Cleaning', kind: 'cleaning', calculation: 'per_stay', amountMinor: 5_000 }),
          fee({ name: 'Extra guest', kind: 'extra_guest', calculation: 'per_guest_per_night', amountMinor: 1_500 }),
          fee({ name: 'Pet', kind: 'pet', calculation: 'per_pet', amountMinor: 2_000 }),
          fee({ name: 'Linen', kind: 'linen', calculation: 'per_guest', amountMinor: 700, isMandatory: false }),
          fee({ name: 'Service', kind: 'service', calculation: 'per_night', amountMinor: 300 }),
        ],
        taxes: [
          tax({ name: 'VAT', kind: 'percentage', percent: '6.000', includesFees: true }),
          tax({ name: 'Tourist tax', kind: 'per_person_per_night', amountMinor: 200, maxNights: 7 }),
          tax({ name: 'City levy', kind: 'per_stay', amountMinor: 150 }),
        ],
      }),
    );
    expect(quote).toEqual({
      currency: 'EUR',
      nights: [
        { date: '2026-07-01', priceMinor: 10_000 },
        { date: '2026-07-02', priceMinor: 12_000 },
        { date: '2026-07-03', priceMinor: 11_001 },
      ],
      lines: [
        { kind: 'accommodation', label: 'Accommodation', amountMinor: 33_001 },
        { kind: 'fee', label: 'Cleaning', amountMinor: 5_000 },
        { kind: 'fee', label: 'Extra guest', amountMinor: 13_500 }, // 3 above base x 3 nights x 1500
        { kind: 'fee', label: 'Pet', amountMinor: 2_000 },
        { kind: 'fee', label: 'Service', amountMinor: 900 },
        { kind: 'tax', label: 'VAT', amountMinor: 3_264 }, // 6% of 54401 = 3264.06
        { kind: 'tax', label: 'Tourist tax', amountMinor: 1_800 }, // 3 adults x 3 nights x 200
        { kind: 'tax', label: 'City levy', amountMinor: 150 },
      ],
      totalMinor: 59_615,
      accommodationMinor: 33_001,
      feesMinor: 21_400,
      taxesMinor: 5_214,
      averageNightlyMinor: 11_000, // 11000.33
      promotion: null,
      totalBeforePromotionMinor: 59_615,
      perNightMinor: 19_872, // 19871.67: all-in
    });
  });

  it('can be stored as the bookings quote snapshot', () => {
    type QuoteSnapshot = {
      currency: string;
      nights: { date: string; priceMinor: number }[];
      lines: { kind: string; label: string; amountMinor: number }[];
      totalMinor: number;
    };
    const snapshot: QuoteSnapshot = buildQuote(input());
    expect(snapshot.totalMinor).toBe(33_001);
  });

  it('quotes one night with its price as the average', () => {
    const quote = buildQuote(input({ stay: { checkIn: '2026-07-03', checkOut: '2026-07-04' } }));
    expect(quote.nights).toEqual([{ date: '2026-07-03', priceMinor: 11_001 }]);
    expect(quote.averageNightlyMinor).toBe(11_001);
    expect(quote.lines).toEqual([{ kind: 'accommodation', label: 'Accommodation', amountMinor: 11_001 }]);
  });

  it('applies a percentage tax to the nights only unless it includes fees', () => {
    const quote = buildQuote(
      input({
        fees: [fee({ name: 'Cleaning', amountMinor: 5_000 })],
        taxes: [tax({ name: 'VAT', kind: 'percentage', percent: 6 })],
      }),
    );
    expect(quote.lines.at(-1)).toEqual({ kind: 'tax', label: 'VAT', amountMinor: 1_980 }); // 1980.06
    expect(quote.totalMinor).toBe(33_001 + 5_000 + 1_980);
  });

  it('charges the extra-guest fee only above base occupancy', () => {
    const extra = fee({ name: 'Extra guest', kind: 'extra_guest', calculation: 'per_guest', amountMinor: 2_500 });
    const atBase = buildQuote(input({ fees: [extra], guests: { adults: 1, children: 1, pets: 0 } }));
    expect(atBase.lines.filter((line) => line.kind === 'fee')).toEqual([]);
    const above = buildQuote(
      input({ fees: [extra], unitType: { baseOccupancy: 4 }, guests: { adults: 4, children: 2, pets: 0 } }),
    );
    expect(above.feesMinor).toBe(5_000);
    const flat = fee({ name: 'Extra bed', kind: 'extra_guest', calculation: 'per_stay', amountMinor: 3_000 });
    expect(buildQuote(input({ fees: [flat] })).feesMinor).toBe(0);
    expect(buildQuote(input({ fees: [flat], guests: { adults: 3, children: 0, pets: 0 } })).feesMinor).toBe(3_000);
  });

  it('counts every guest for ordinary per-guest fees and leaves out pet fees without pets', () => {
    const quote = buildQuote(
      input({
        guests: { adults: 2, children: 1, pets: 0 },
        fees: [
          fee({ name: 'Linen', kind: 'linen', calculation: 'per_guest', amountMinor: 700 }),
          fee({ name: 'Towels', kind: 'other', calculation: 'per_guest_per_night', amountMinor: 100 }),
          fee({ name: 'Pet', kind: 'pet', calculation: 'per_pet_per_night', amountMinor: 1_000 }),
        ],
      }),
    );
    expect(quote.lines.filter((line) => line.kind === 'fee')).toEqual([
      { kind: 'fee', label: 'Linen', amountMinor: 2_100 },
      { kind: 'fee', label: 'Towels', amountMinor: 900 },
    ]);
  });

  it('charges pets per night', () => {
    const pet = fee({ name: 'Pet', kind: 'pet', calculation: 'per_pet_per_night', amountMinor: 1_000 });
    expect(buildQuote(input({ fees: [pet], guests: { adults: 1, children: 0, pets: 2 } })).feesMinor).toBe(6_000);
  });

  it('exempts children from tourist tax and caps it at 7 nights', () => {
    const stay = { checkIn: '2026-07-01', checkOut: '2026-07-11' };
    const rates = nightsFrom('2026-07-01', 10, 10_000);
    const guests = { adults: 2, children: 1, pets: 0 };
    const touristTax = tax({ name: 'Tourist tax', kind: 'per_person_per_night', amountMinor: 200, maxNights: 7 });
    expect(buildQuote(input({ stay, rates, guests, taxes: [touristTax] })).taxesMinor).toBe(2_800);
    const withChildren = { ...touristTax, appliesToChildren: true };
    expect(buildQuote(input({ stay, rates, guests, taxes: [withChildren] })).taxesMinor).toBe(4_200);
    const uncapped = { ...touristTax, maxNights: null };
    expect(buildQuote(input({ stay, rates, guests, taxes: [uncapped] })).taxesMinor).toBe(4_000);
    const perNight = tax({ name: 'Night levy', kind: 'per_night', amountMinor: 100, maxNights: 7 });
    expect(buildQuote(input({ stay, rates, taxes: [perNight] })).taxesMinor).toBe(700);
  });

  it('exempts the children under a tourist tax’s exemption age (Lisbon: €4 per person a night, 7 nights at most, under 13 free)', () => {
    const stay = { checkIn: '2026-07-01', checkOut: '2026-07-11' };
    const rates = nightsFrom('2026-07-01', 10, 10_000);
    const lisbon = tax({ name: 'Lisbon tourist tax', kind: 'per_person_per_night', amountMinor: 400, maxNights: 7, appliesToChildren: true, exemptUnderAge: 13 });
    const quote = buildQuote(input({ stay, rates, guests: { adults: 2, children: 2, pets: 0 }, taxes: [lisbon] }));
    expect(quote.lines.at(-1)).toEqual({ kind: 'tax', label: 'Lisbon tourist tax', amountMinor: 2 * 7 * 400 });
    expect(quote.totalMinor).toBe(100_000 + 5_600);
  });

  it('prices a leap day and a DST change night like any other', () => {
    const leap = buildQuote(
      input({
        stay: { checkIn: '2028-02-28', checkOut: '2028-03-01' },
        rates: [rate('2028-02-28', 100), rate('2028-02-29', 200), rate('2028-03-01', 400)],
      }),
    );
    expect(leap.totalMinor).toBe(300);
    const dst = buildQuote(input({ stay: { checkIn: '2026-03-28', checkOut: '2026-03-30' }, rates: nightsFrom('2026-03-28', 2, 5_000) }));
    expect(dst.nights.map((night) => night.date)).toEqual(['2026-03-28', '2026-03-29']);
  });

  it('refuses a stay with a missing night, no nights, or a malformed tax', () => {
    expect(() => buildQuote(input({ rates: [rate('2026-07-01', 1)] }))).toThrow(/2026-07-02/);
    expect(() => buildQuote(input({ stay: { checkIn: '2026-07-01', checkOut: '2026-07-01' } }))).toThrow(RangeError);
    expect(() => buildQuote(input({ taxes: [tax({ kind: 'percentage' })] }))).toThrow(/percentage/);
    expect(() => buildQuote(input({ taxes: [tax({ kind: 'per_night' })] }))).toThrow(/no amount/);
  });
});

describe('buildQuote with the host\'s promotions', () => {
  const promotion = (overrides: Partial<PromotionRule>): PromotionRule => ({
    id: 1,
    name: 'Early bird',
    kind: 'percentage',
    percent: '10',
    amountMinor: null,
    minNights: null,
    minDaysBeforeArrival: null,
    stayFrom: null,
    stayUntil: null,
    isActive: true,
    propertyId: null,
    ...overrides,
  });
  const withPromotions = (promotions: PromotionRule[], today = '2026-05-01') =>
    buildQuote(input({ fees: [fee({ name: 'Cleaning', amountMinor: 5_000 })], taxes: [tax({ name: 'VAT', kind: 'percentage', percent: 6 })], promotions: { promotions, propertyId: 7, today } }));

  it('takes the best applying promotion off the accommodation, after the taxes, as a discount line', () => {
    const quote = withPromotions([promotion({ minDaysBeforeArrival: 30 }), promotion({ id: 2, name: 'Long stay', kind: 'fixed', percent: null, amountMinor: 2_000, minNights: 3 })]);
    // 10% of 33001 = 3300.1 → 3300, beats the fixed 2000.
    expect(quote.promotion).toEqual({ id: 1, name: 'Early bird', amountMinor: 3_300 });
    expect(quote.lines.at(-1)).toEqual({ kind: 'discount', label: 'Early bird', amountMinor: -3_300 });
    expect(quote.totalBeforePromotionMinor).toBe(33_001 + 5_000 + 1_980);
    expect(quote.totalMinor).toBe(33_001 + 5_000 + 1_980 - 3_300);
    expect(quote.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(quote.totalMinor);
    expect(quote.perNightMinor).toBe(Math.round(quote.totalMinor / 3));
  });

  it('leaves the total alone when no promotion applies (too late, other property, outside its window)', () => {
    const quote = withPromotions([
      promotion({ minDaysBeforeArrival: 90 }),
      promotion({ id: 2, propertyId: 8 }),
      promotion({ id: 3, stayFrom: '2026-08-01' }),
      promotion({ id: 4, isActive: false }),
    ]);
    expect(quote.promotion).toBeNull();
    expect(quote.totalMinor).toBe(quote.totalBeforePromotionMinor);
    expect(quote.lines.some((line) => line.kind === 'discount')).toBe(false);
  });

  it('gives the same promotion the booking would (bestPromotion)', () => {
    const promotions = [promotion({ kind: 'fixed', percent: null, amountMinor: 50_000, name: 'Huge' })];
    const quote = withPromotions(promotions);
    const booked = bestPromotion(promotions, { today: '2026-05-01', checkIn: '2026-07-01', checkOut: '2026-07-04', propertyId: 7, currency: 'EUR', discountableMinor: 33_001 });
    // A fixed promotion never takes more than the nights.
    expect(quote.promotion?.amountMinor).toBe(booked?.amountMinor);
    expect(quote.promotion?.amountMinor).toBe(33_001);
  });
});

