import type { PropertySearchQuery } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import type { ListingFilter } from '../brand-scope/listing-filter.ts';
import { createPropertySearch } from './property-search.ts';
import type { SearchRepository } from './search.repository.ts';

// Decision 0048: a one-host brand's search reads that host's rows alone (Citus routes it to one
// shard), so every listing filter the search hands its repositories names the brand's host; the
// shared listing's stays across hosts.
function recordingSearch() {
  const filters: { call: string; filter: ListingFilter }[] = [];
  const record = (call: string, filter: ListingFilter) => filters.push({ call, filter });
  const search = {
    async candidates(criteria: { filter: ListingFilter }) {
      record('candidates', criteria.filter);
      return [];
    },
    async listed(filter: ListingFilter) {
      record('listed', filter);
      return [];
    },
    async textMatches(text: string) {
      return { folded: text, cityIds: [], areaIds: [] };
    },
    async foldNames(names: readonly string[]) {
      return [...names];
    },
    async hosting(filter: ListingFilter) {
      record('hosting', filter);
      return [];
    },
    async stayScan(filter: ListingFilter) {
      record('stayScan', filter);
      return [];
    },
    async amenities() {
      return [];
    },
    async facts(filter: ListingFilter) {
      record('facts', filter);
      return [];
    },
    async listingGeneration() {
      return 1;
    },
    async listingChangesSince() {
      return { organizationIds: [], generation: 1 };
    },
  } as unknown as SearchRepository;
  const catalog = {
    async cards(filter: ListingFilter) {
      record('cards', filter);
      return [];
    },
  };
  const propertySearch = createPropertySearch({
    search,
    catalog,
    checkOffers: async () => new Map(),
    now: () => new Date('2026-03-10T12:00:00Z'),
    pin: async (filter) => (filter.brandId === 7 ? { ...filter, brandOrganizationId: 66 } : filter),
  });
  return { propertySearch, filters };
}

const query = (extra: Partial<PropertySearchQuery>) => ({ page: 1, limit: 12, ...extra }) as PropertySearchQuery;

describe('property search on a one-host brand', () => {
  it('hands every repository the filter pinned to the host, with and without dates', async () => {
    const { propertySearch, filters } = recordingSearch();
    await propertySearch.search(query({ brand_id: 7 }));
    await propertySearch.search(query({ brand_id: 7, 'date[after]': '2026-04-13', 'date[before]': '2026-04-18' }));
    expect(filters.length).toBeGreaterThanOrEqual(4);
    expect(new Set(filters.map((entry) => entry.call))).toContain('candidates');
    for (const entry of filters) expect(entry.filter, entry.call).toMatchObject({ brandId: 7, brandOrganizationId: 66 });
  });

  it('leaves the shared listing unpinned', async () => {
    const { propertySearch, filters } = recordingSearch();
    await propertySearch.search(query({ is_zeevou_direct: true }));
    expect(filters.length).toBeGreaterThan(0);
    for (const entry of filters) expect(entry.filter.brandOrganizationId, entry.call).toBeUndefined();
  });
});
