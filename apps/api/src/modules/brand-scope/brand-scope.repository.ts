import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { scopeConditions, type BrandRecord, type BrandScope } from './brand-scope.ts';

export type BrandScopeRepository = ReturnType<typeof createBrandScopeRepository>;

export function createBrandScopeRepository(db: Database) {
  return {
    // Global lookup: the brand id is how an anonymous request names its tenant.
    async findBrand(brandId: number): Promise<BrandRecord | undefined> {
      const [row] = await queryRows<BrandRecord>(
        db,
        sql`select b.id, b.organization_id as "organizationId", b.name, b.is_shared_listing as "isSharedListing",
              (b.is_active and o.is_active) as "isActive", b.contact_email as "contactEmail", b.default_language as "defaultLanguage", o.email as "organizationEmail"
            from brands b join organizations o on o.id = b.organization_id where b.id = ${brandId}`,
      );
      return row;
    },

    // The host of a brand named by id or by url alias, unless it is the shared listing (which
    // lists many hosts' properties); undefined for an unknown brand.
    async brandHost(brand: { id: number } | { urlAlias: string }): Promise<{ organizationId: number | null } | undefined> {
      const [row] = await queryRows<{ organizationId: number | null }>(
        db,
        sql`select case when is_shared_listing then null else organization_id end as "organizationId" from brands
            where ${'id' in brand ? sql`id = ${brand.id}` : sql`url_alias = ${brand.urlAlias}`}`,
      );
      return row;
    },

    // The property's organization when it is an active property in the scope.
    async propertyInScope(scope: BrandScope, propertyId: number): Promise<{ organizationId: number } | undefined> {
      const [row] = await queryRows<{ organizationId: number }>(
        db,
        sql`select p.organization_id as "organizationId" from properties p join organizations o on o.id = p.organization_id
            where p.id = ${propertyId} and ${scopeConditions(scope)}`,
      );
      return row;
    },
  };
}
