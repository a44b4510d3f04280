import { sql } from 'drizzle-orm';
import type { ListingFilter } from './listing-filter.ts';
import { listingConditions } from './listing-sql.ts';

// The brand a public page, search or form acts for.
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
    : { brandId: brand.id, brandOrganizationId: brand.organizationId, sharedListing: false, excludedOrganizationIds: options.excludedOrganizationIds, isActive: true };
  return { filter, organizationId: options.organizationId };
}

// The scope as SQL over `properties p join organizations o on o.id = p.organization_id`.
export function scopeConditions(scope: BrandScope) {
  const conditions = [listingConditions(scope.filter)];
  if (scope.organizationId !== undefined) conditions.push(sql`p.organization_id = ${scope.organizationId}`);
  return sql.join(conditions, sql` and `);
}
