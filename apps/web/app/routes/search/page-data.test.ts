import { describe, expect, it } from 'vitest';
import { valuesOf } from '../../lib/search/search-params.ts';
import { pageValues, type SearchLoaderData } from './page-data.ts';

describe('the search form values of a page', () => {
  it('come from the criteria of a search that ran, and as typed for an invalid one', () => {
    const criteria = { destination: 'Lisbon', checkIn: null, checkOut: null, guests: 2, children: 0, workTrip: false, city: null, area: null, minPrice: 80, maxPrice: null, amenities: ['wifi'] };
    const results = { kind: 'results', criteria } as unknown as SearchLoaderData;
    expect(pageValues(results)).toEqual(valuesOf(criteria as Parameters<typeof valuesOf>[0]));
    const typed = { destination: 'x', checkIn: 'soon' } as unknown as Extract<SearchLoaderData, { kind: 'invalid' }>['values'];
    expect(pageValues({ kind: 'invalid', values: typed } as unknown as SearchLoaderData)).toBe(typed);
  });
});
