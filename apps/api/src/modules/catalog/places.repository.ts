import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';

export type HostRow = {
  id: number;
  name: string;
  description: string | null;
  logo_image_id: number | null;
  logo_storage_key: string | null;
  logo_alt: string | null;
  number_of_properties: number;
  complete_route: string | null;
  meta_description: string | null;
  brand_id: number | null;
  brand_name: string | null;
  brand_url_alias: string | null;
  brand_hostname: string | null;
};

export type CityRow = {
  id: number;
  name: string;
  translations: Record<string, Record<string, string>>;
  country_code: string;
  country_name: string;
  image_id: number | null;
  image_storage_key: string | null;
  image_alt: string | null;
  image_alt_translations: Record<string, string> | null;
  image_width: number | null;
  image_height: number | null;
  number_of_properties: number;
  complete_route: string | null;
  meta_description: string | null;
};

// A city or host page adds its description and the route's social texts.
export type PlaceSeoColumns = { twitter_description: string | null; facebook_description: string | null };
export type CityDetailRow = CityRow & PlaceSeoColumns & { description: string | null; description_language: string };
export type HostDetailRow = HostRow & PlaceSeoColumns;

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;

export function createPlacesRepository(db: Database) {
  // Active properties in the listing context, counted per organization.
  const hostCounts = (filter: ListingFilter) => sql`
    select p.organization_id, count(*)::int as number_of_properties
    from properties p join organizations o on o.id = p.organization_id
    where ${listingConditions({ ...filter, isActive: true })} and o.is_listed_host
    group by p.organization_id`;

  const hostSelect = (filter: ListingFilter) => sql`
    select o.id, o.name, o.description, o.logo_image_id, li.storage_key as logo_storage_key, li.alt as logo_alt,
      h.number_of_properties, r.complete_route, r.meta_description, r.twitter_description, r.facebook_description,
      b.id as brand_id, b.name as brand_name, b.url_alias as brand_url_alias,
      (select d.hostname from brand_domains d where d.brand_id = b.id and d.is_primary order by d.id limit 1) as brand_hostname
    from (${hostCounts(filter)}) h
    join organizations o on o.id = h.organization_id
    left join global_images li on li.id = o.logo_image_id
    left join seo_routes r on r.entity_type = 'host' and r.entity_id = o.id
    left join lateral (select id, name, url_alias from brands
                       where organization_id = o.id and is_active and not is_shared_listing order by id limit 1) b on true`;

  // Cities with at least one active property in the listing context.
  // The brand's description in the page's language where it wrote one, else its English one, else the platform's.
  const citySelect = (filter: ListingFilter, language: string) => sql`
    select c.id, c.name, c.translations,
      coalesce(nullif(bd.descriptions->>${language}::text, ''), nullif(bd.descriptions->>'en', ''), c.description) as description,
      case when nullif(bd.descriptions->>${language}::text, '') is not null then ${language}::text else 'en' end as description_language,
      co.code as country_code, co.name as country_name,
      ci.id as image_id, ci.storage_key as image_storage_key, ci.alt as image_alt, ci.alt_translations as image_alt_translations, ci.width as image_width, ci.height as image_height,
      n.number_of_properties, r.complete_route, r.meta_description, r.twitter_description, r.facebook_description
    from (select p.city_id, count(*)::int as number_of_properties
          from properties p join organizations o on o.id = p.organization_id
          where ${listingConditions({ ...filter, isActive: true })}
          group by p.city_id) n
    join cities c on c.id = n.city_id
    join countries co on co.id = c.country_id
    -- On a brand's site, the brand's own words and picture for the destination (host-content).
    left join brand_destinations bd on bd.brand_id = ${filter.brandId ?? 0} and bd.city_id = c.id
    -- The brand's picture is a host image, the city's a platform one (decision 0048).
    left join lateral (
      select 0 as choice, id, storage_key, alt, alt_translations, width, height from images
        where organization_id = bd.organization_id and id = bd.image_id
      union all
      select 1, id, storage_key, alt, alt_translations, width, height from global_images where id = c.image_id
      order by choice limit 1) ci on true
    left join seo_routes r on r.entity_type = 'city' and r.entity_id = c.id`;

  return {
    async hostPage(filter: ListingFilter, limit: number, offset: number): Promise<{ total: number; rows: HostRow[] }> {
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${hostCounts(filter)}) h`);
      const rows = await queryRows<HostRow>(db, sql`${hostSelect(filter)} order by o.name asc, o.id asc limit ${limit} offset ${offset}`);
      return { total: counted?.total ?? 0, rows };
    },

    // The busiest first.
    async activeCities(filter: ListingFilter, language: string): Promise<CityRow[]> {
      return queryRows<CityRow>(db, sql`${citySelect(filter, language)} order by n.number_of_properties desc, c.name asc, c.id asc`);
    },

    // One listed host, only when it has an active property in the listing context.
    async host(filter: ListingFilter, organizationId: number): Promise<HostDetailRow | undefined> {
      const [row] = await queryRows<HostDetailRow>(db, sql`${hostSelect({ ...filter, organizationId })}`);
      return row;
    },

    // One city, only when it has an active property in the listing context.
    async city(filter: ListingFilter, cityId: number, language: string): Promise<CityDetailRow | undefined> {
      const [row] = await queryRows<CityDetailRow>(db, sql`${citySelect({ ...filter, cityId }, language)}`);
      return row;
    },
  };
}
