import { describe, expect, it } from 'vitest';
import { createHostingMemo, hostingRowsOf } from './hosting-memo.ts';
import { packCapacity, type PropertyFacts } from './search-facts.ts';
import { amenityMaskOf } from './search-results.ts';

const fact = (id: number, amountMinor: number, amenityIds: number[]): PropertyFacts => ({ id, organizationId: 1, currency: 'EUR', amountMinor, perNights: 1, amenityIds, amenityMask: amenityMaskOf(amenityIds), unitTypes: [[2, 0, 2, false]], capacity: packCapacity([[2, 0, 2, false]]) });
const codes = new Map([
  [1, 'wifi'],
  [2, 'parking'],
]);

describe('hosting memo', () => {
  const rows = [fact(1, 9_000, [1]), fact(2, 15_000, [1, 2])];
  const candidates = rows.map((row) => ({ id: row.id, organization_id: 1 }));
  const facts = new Map(rows.map((row) => [row.id, row]));

  it('keeps a shape only for the very candidate list and facts it was made from', () => {
    const memo = createHostingMemo();
    const hosting = hostingRowsOf(rows);
    memo.set('shape', candidates, facts, hosting);
    expect(memo.get('shape', candidates, facts)).toBe(hosting);
    expect(memo.get('other shape', candidates, facts)).toBeUndefined();
    // A listing change hands out a new list or new facts: the kept rows are dropped.
    expect(memo.get('shape', [...candidates], facts)).toBeUndefined();
    expect(memo.get('shape', candidates, facts)).toBeUndefined();
    memo.set('shape', candidates, facts, hosting);
    expect(memo.get('shape', candidates, new Map(facts))).toBeUndefined();
  });

  it('works the plain facets out once, and hands out copies', () => {
    const hosting = hostingRowsOf(rows);
    const first = hosting.plainFacets(codes);
    expect(first.matching.map((row) => row.id)).toEqual([1, 2]);
    expect(first.priceRange).toEqual({ min: 90, max: 150, currency: 'EUR' });
    expect(first.amenityCounts).toEqual({ parking: 1, wifi: 2 });
    first.amenityCounts.wifi = 99;
    expect(hosting.plainFacets(codes).amenityCounts).toEqual({ parking: 1, wifi: 2 });
  });

  it('holds at most maxRows rows, the least recently used shapes going first', () => {
    const memo = createHostingMemo({ maxRows: 4 });
    const two = hostingRowsOf(rows);
    memo.set('a', candidates, facts, two);
    memo.set('b', candidates, facts, two);
    expect(memo.get('a', candidates, facts)).toBe(two);
    memo.set('c', candidates, facts, two);
    expect(memo.get('b', candidates, facts)).toBeUndefined();
    expect(memo.get('a', candidates, facts)).toBe(two);
    expect(memo.get('c', candidates, facts)).toBe(two);
    // Larger than the whole budget: not kept at all.
    memo.set('huge', candidates, facts, hostingRowsOf([...rows, ...rows, ...rows]));
    expect(memo.get('huge', candidates, facts)).toBeUndefined();
    expect(memo.get('a', candidates, facts)).toBe(two);
  });
});
