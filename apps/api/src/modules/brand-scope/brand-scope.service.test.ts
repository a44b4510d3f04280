import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { BrandScopeRepository } from './brand-scope.repository.ts';
import { createBrandScopeService } from './brand-scope.service.ts';
import type { ListingFilter } from './listing-filter.ts';
import { listingConditions } from './listing-sql.ts';

// Decision 0040: a one-host brand's catalogue statements name the host, so Citus can send them to
// that host's shard alone; the shared listing's stay unpinned.
const brands = new Map<number, { organizationId: number | null; urlAlias: string }>([
  [1, { organizationId: 66, urlAlias: 'casa-azul' }],
  [2, { organizationId: null, urlAlias: 'direct-collection' }],
]);

function serviceWithCountedLookups() {
  const lookups: string[] = [];
  const repository = {
    async brandHost(brand: { id: number } | { urlAlias: string }) {
      lookups.push('id' in brand ? `id ${brand.id}` : `alias ${brand.urlAlias}`);
      const found = 'id' in brand ? brands.get(brand.id) : [...brands.values()].find((row) => row.urlAlias === brand.urlAlias);
      return found && { organizationId: found.organizationId };
    },
  } as unknown as BrandScopeRepository;
  return { service: createBrandScopeService({ repository, sharedListingExcludedOrganizationIds: [] }), lookups };
}

const base: ListingFilter = { sharedListing: false, excludedOrganizationIds: [] };

describe('brandScope.pinned', () => {
  it('names the host of a one-host brand, asking the database once per brand id', async () => {
    const { service, lookups } = serviceWithCountedLookups();
    expect(await service.pinned({ ...base, brandId: 1 })).toEqual({ ...base, brandId: 1, brandOrganizationId: 66 });
    expect(await service.pinned({ ...base, brandId: 1, isActive: true })).toEqual({ ...base, brandId: 1, isActive: true, brandOrganizationId: 66 });
    expect(lookups).toEqual(['id 1']);
    expect(await service.pinned({ ...base, brandUrlAlias: 'casa-azul' })).toMatchObject({ brandOrganizationId: 66 });
  });

  it('leaves the shared listing, an unknown brand and a list without a brand unpinned', async () => {
    const { service } = serviceWithCountedLookups();
    expect(await service.pinned({ ...base, brandId: 2 })).toEqual({ ...base, brandId: 2 });
    expect(await service.pinned({ ...base, brandId: 404 })).toEqual({ ...base, brandId: 404 });
    expect(await service.pinned({ ...base, sharedListing: true })).toEqual({ ...base, sharedListing: true });
  });
});

describe('listingConditions', () => {
  const rendered = (filter: ListingFilter) => new PgDialect().sqlToQuery(listingConditions(filter));

  it('pins the properties and their brand links to the brand host', () => {
    const query = rendered({ ...base, brandId: 1, brandOrganizationId: 66 });
    expect(query.sql).toContain('p.organization_id = $1');
    expect(query.sql).toContain('pb.organization_id = $2');
    expect(query.params.slice(0, 2)).toEqual([66, 66]);
  });

  it('joins brand links on the property organization when no host is named', () => {
    const query = rendered({ ...base, brandId: 1 });
    expect(query.sql).not.toContain('p.organization_id = $');
    expect(query.sql).toContain('pb.organization_id = p.organization_id');
  });
});
