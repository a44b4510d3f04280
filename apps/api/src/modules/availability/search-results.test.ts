import { describe, expect, it } from 'vitest';
import { amenityMaskOf, facetsOf, priceRangeOf, type PricedRow } from './search-results.ts';

const codes = new Map([
  [3, 'wifi'],
  [1, 'balcony'],
  [7, 'parking'],
]);
const row = (id: number, amountMinor: number | null, amenityIds: number[], currency = 'EUR', perNights = 1): PricedRow => ({ id, organizationId: 1, currency, amountMinor, perNights, amenityIds, amenityMask: amenityMaskOf(amenityIds) });

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

  it('answers the same from the amenities as bits as from their lists, for any rows and filters', () => {
    // A small seeded generator, so a failure is the same on every run.
    let state = 7;
    const next = (below: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state % below;
    };
    const many = new Map(Array.from({ length: 40 }, (_, id) => [id, `amenity-${String(id).padStart(2, '0')}`] as [number, string]));
    for (let round = 0; round < 200; round++) {
      const rows = Array.from({ length: 30 }, (_, index) => {
        const ids = [...new Set(Array.from({ length: next(6) }, () => next(round % 2 === 0 ? 31 : 40)))];
        return row(index + 1, next(5) === 0 ? null : 5_000 + next(30_000), ids);
      });
      const filters = {
        priceFrom: next(3) === 0 ? 100 : undefined,
        priceTo: next(3) === 0 ? 250 : undefined,
        amenityIds: [...new Set(Array.from({ length: next(3) }, () => next(round % 3 === 0 ? 40 : 31)))],
      };
      const fromLists = facetsOf(rows.map((r) => ({ ...r, amenityMask: -1 })), filters, many);
      const fromBits = facetsOf(rows, filters, many);
      expect(fromBits.amenityCounts).toEqual(fromLists.amenityCounts);
      expect(fromBits.priceRange).toEqual(fromLists.priceRange);
      expect(fromBits.matching.map((r) => r.id)).toEqual(fromLists.matching.map((r) => r.id));
    }
    expect(amenityMaskOf([0, 30])).toBe(1 | (1 << 30));
    expect(amenityMaskOf([31])).toBe(-1);
  });
});
