import { sql, type SQL } from 'drizzle-orm';
import { idArray } from '@direct/db';
import type { ListingFilter } from './listing-filter.ts';

// The listing filter as SQL over `properties p join organizations o on o.id = p.organization_id`.
// Shared by the catalogue repositories so every list applies the same scope.
// An inactive brand lists nothing, like an inactive host.
export function listingConditions(filter: ListingFilter): SQL {
  const conditions: SQL[] = [sql`o.is_active`];
  // One host's brand: its host's shard (decision 0040), on the properties and on their brand links.
  const host = filter.brandOrganizationId;
  if (host !== undefined) conditions.push(sql`p.organization_id = ${host}`);
  const linkOfHost = host === undefined ? sql`pb.organization_id = p.organization_id` : sql`pb.organization_id = ${host}`;
  if (filter.brandId !== undefined) {
    conditions.push(sql`exists (select 1 from property_brands pb join brands pbb on pbb.id = pb.brand_id
      where ${linkOfHost} and pb.property_id = p.id and pb.brand_id = ${filter.brandId} and pbb.is_active)`);
  }
  if (filter.brandUrlAlias !== undefined) {
    conditions.push(sql`exists (select 1 from property_brands pb join brands pbb on pbb.id = pb.brand_id
      where ${linkOfHost} and pb.property_id = p.id and pbb.url_alias = ${filter.brandUrlAlias} and pbb.is_active)`);
  }
  if (filter.sharedListing) conditions.push(sql`p.is_direct`);
  if (filter.excludedOrganizationIds.length > 0) {
    conditions.push(sql`p.organization_id <> all(${idArray(filter.excludedOrganizationIds)})`);
  }
  if (filter.cityId !== undefined) conditions.push(sql`p.city_id = ${filter.cityId}`);
  if (filter.organizationId !== undefined) conditions.push(sql`p.organization_id = ${filter.organizationId}`);
  if (filter.isActive !== undefined) conditions.push(sql`p.is_active = ${filter.isActive}`);
  if (filter.minUnitsExclusive !== undefined) {
    conditions.push(sql`(select count(*) from units u join unit_types ut on ut.id = u.unit_type_id
      where u.property_id = p.id and u.is_active and ut.is_active) > ${filter.minUnitsExclusive}`);
  }
  return sql.join(conditions, sql` and `);
}
