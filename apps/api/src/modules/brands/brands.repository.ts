import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brandDomains, brands, globalImages, type Database } from '@direct/db';

export type BrandRecord = typeof brands.$inferSelect & { primaryHostname: string | null; logoStorageKey: string | null };

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;

const primaryDomain = alias(brandDomains, 'primary_domain');

export function createBrandsRepository(db: Database) {
  // The brand with its primary host name, in one round trip.
  const selectBrand = () =>
    db
      .select({
        brand: brands,
        primaryHostname: sql<string | null>`(${db
          .select({ hostname: primaryDomain.hostname })
          .from(primaryDomain)
          .where(and(eq(primaryDomain.brandId, brands.id), eq(primaryDomain.isPrimary, true), isNotNull(primaryDomain.verifiedAt)))
          .orderBy(asc(primaryDomain.id))
          .limit(1)})`,
        logoStorageKey: globalImages.storageKey,
      })
      .from(brands)
      .leftJoin(globalImages, eq(globalImages.id, brands.logoImageId));

  return {
    // Global lookup: the host name is how a request finds its tenant in the first place. A host's
    // own domain counts only once its TXT record proved they control it.
    async findByHostname(hostname: string): Promise<BrandRecord | undefined> {
      const [row] = await selectBrand()
        .innerJoin(brandDomains, eq(brandDomains.brandId, brands.id))
        .where(and(eq(brandDomains.hostname, hostname), isNotNull(brandDomains.verifiedAt)))
        .limit(1);
      return row && { ...row.brand, primaryHostname: row.primaryHostname, logoStorageKey: row.logoStorageKey };
    },

    // Global lookup: url aliases are unique across the platform (they are subdomains).
    async findByUrlAlias(urlAlias: string): Promise<BrandRecord | undefined> {
      const [row] = await selectBrand().where(eq(brands.urlAlias, urlAlias)).limit(1);
      return row && { ...row.brand, primaryHostname: row.primaryHostname, logoStorageKey: row.logoStorageKey };
    },
  };
}
