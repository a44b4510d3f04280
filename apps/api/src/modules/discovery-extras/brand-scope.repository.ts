import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import type { ListingFilter } from '../catalog/listing-filter.ts';
import { listingConditions } from '../catalog/listing-sql.ts';

// The brand a public form or search acts for.
export type BrandRecord = {
  id: number;
  organizationId: number;
  name: string;
  isSharedListing: boolean;
  isActive: boolean;
  contactEmail: string | null;
  defaultLanguage: string;
  organizationEmail: string | null;
};

// Which properties a brand covers: its own published ones, or (shared listing) every host's
// direct properties minus excluded organizations; optionally only one host's.
export type BrandScope = { filter: ListingFilter; organizationId?: number | undefined };

export function scopeOf(brand: BrandRecord, options: { excludedOrganizationIds: readonly number[]; organizationId?: number | undefined }): BrandScope {
  const filter: ListingFilter = brand.isSharedListing
    ? { sharedListing: true, excludedOrganizationIds: options.excludedOrganizationIds, isActive: true }
    : { brandId: brand.id, sharedListing: false, excludedOrganizationIds: options.excludedOrganizationIds, isActive: true };
  return { filter, organizationId: options.organizationId };
}

// The scope as SQL over `properties p join organizations o on o.id = p.organization_id`.
export function scopeConditions(scope: BrandScope) {
  const conditions = [listingConditions(scope.filter)];
  if (scope.organizationId !== undefined) conditions.push(sql`p.organization_id = ${scope.organizationId}`);
  return sql.join(conditions, sql` and `);
}

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
