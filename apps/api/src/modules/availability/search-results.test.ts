import { describe, expect, it } from 'vitest';
import { facetsOf, priceRangeOf, type PricedRow } from './search-results.ts';

const codes = new Map([
  [3, 'wifi'],
  [1, 'balcony'],
  [7, 'parking'],
]);
const row = (id: number, amountMinor: number | null, amenityIds: number[], currency = 'EUR', perNights = 1): PricedRow => ({ id, organizationId: 1, currency, amountMinor, perNights, amenityIds });

describe('search facets', () => {
  const rows = [row(1, 8_000, [1, 3]), row(2, 12_050, [3]), row(3, 20_000, [3, 7, 99]), row(4, null, [1])];

  it('counts every known amenity by code, in code order, over the rows within the price filter', () => {
    const facets = facetsOf(rows, { priceFrom: 100, priceTo: undefined, amenityIds: [] }, codes);
    expect(Object.keys(facets.amenityCounts)).toEqual(['balcony', 'parking', 'wifi']);
    // Rows 2 and 3 cost 100 or more a night; row 4 has no price, so no price filter keeps it.
    expect(facets.amenityCounts).toEqual({ balcony: 0, parking: 1, wifi: 2 });
    expect(facets.matching.map((r) => r.id)).toEqual([2, 3]);
  });

  it('leaves the amenity filter out of the amenity counts: they say what changing it would give', () => {
    const facets = facetsOf(rows, { priceFrom: undefined, priceTo: undefined, amenityIds: [7] }, codes);
    expect(facets.amenityCounts).toEqual({ balcony: 2, parking: 1, wifi: 3 });
    expect(facets.matching.map((r) => r.id)).toEqual([3]);
    // The price range is over the rows with the amenities asked for.
    expect(facets.priceRange).toEqual({ min: 200, max: 200, currency: 'EUR' });
  });

  it('gives the price range over every priced row whatever the price filter, in whole units per night', () => {
    const facets = facetsOf(rows, { priceFrom: 150, priceTo: 300, amenityIds: [] }, codes);
    expect(facets.priceRange).toEqual({ min: 80, max: 200, currency: 'EUR' });
    expect(priceRangeOf([row(1, 30_001, [], 'EUR', 3)])).toEqual({ min: 100, max: 101, currency: 'EUR' });
  });

  it('gives no price range across currencies or without a priced row', () => {
    expect(priceRangeOf([row(1, 8_000, []), row(2, 9_000, [], 'CHF')])).toBeNull();
    expect(priceRangeOf([row(1, null, [])])).toBeNull();
    expect(facetsOf([], { priceFrom: undefined, priceTo: undefined, amenityIds: [] }, codes)).toEqual({
      matching: [],
      priceRange: null,
      amenityCounts: { balcony: 0, parking: 0, wifi: 0 },
    });
  });
});
