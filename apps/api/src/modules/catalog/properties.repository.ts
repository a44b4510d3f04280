import { sql, type SQL } from 'drizzle-orm';
import { idArray, queryPrepared, queryRows, type Database } from '@direct/db';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';
import { averageNightlyPriceSql } from './average-price-sql.ts';

export type PropertyRow = {
  id: number;
  organization_id: number;
  name: string;
  address_line1: string;
  address_line2: string | null;
  postal_code: string | null;
  latitude: number;
  longitude: number;
  is_featured: boolean;
  city_id: number;
  city_name: string;
  city_translations: Record<string, Record<string, string>>;
  country_code: string;
  country_name: string;
  area_id: number | null;
  area_name: string | null;
  area_translations: Record<string, Record<string, string>> | null;
  brand_id: number;
  brand_name: string;
  brand_url_alias: string;
  route_id: number | null;
  complete_route: string | null;
  meta_description: string | null;
  review_count: number;
  review_average: number | null;
  max_occupancy: number | null;
  bedrooms: number | null;
};

export type PropertyImageRow = {
  property_id: number;
  id: number;
  storage_key: string;
  alt: string;
  alt_translations: Record<string, string>;
  width: number;
  height: number;
  // Distinct widths and formats of the photo's renditions (empty for a drawing served as it is).
  rendition_widths: number[];
  rendition_formats: ('avif' | 'webp' | 'jpeg')[];
};
export type PriceRow = { property_id: number; amount_minor: number; currency: string };
export type PropertyOrder = { featured?: 'asc' | 'desc' | undefined; name?: 'asc' | 'desc' | undefined };

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;

const fromListed = sql`from properties p join organizations o on o.id = p.organization_id`;
const direction = (value: 'asc' | 'desc') => (value === 'asc' ? sql`asc` : sql`desc`);

export function createPropertiesRepository(db: Database) {
  // Every query re-applies the listing filter, so ids from a client can never widen the scope.
  const scoped = (filter: ListingFilter, ids: readonly number[]): SQL => sql`${listingConditions(filter)} and p.id = any(${idArray(ids)})`;

  return {
    async page(filter: ListingFilter, order: PropertyOrder, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
      const where = listingConditions(filter);
      const terms: SQL[] = [];
      if (order.featured) terms.push(sql`p.is_featured ${direction(order.featured)}`);
      if (order.name) terms.push(sql`p.name ${direction(order.name)}`);
      terms.push(sql`p.id asc`);
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${fromListed} where ${where}`);
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id ${fromListed} where ${where} order by ${sql.join(terms, sql`, `)} limit ${limit} offset ${offset}`,
      );
      return { total: counted?.total ?? 0, ids: rows.map((row) => row.id) };
    },

    // Best rated first: average, then number of reviews, then name. Unreviewed properties are not "top rated".
    async topRated(filter: ListingFilter, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id ${fromListed}
            join lateral (select avg(r.rating) as average, count(*) as reviews from reviews r
                          where r.organization_id = p.organization_id and r.property_id = p.id and r.status = 'published') rv on rv.reviews > 0
            where ${listingConditions(filter)}
            order by round(rv.average, 1) desc, rv.reviews desc, p.name asc, p.id asc limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    async cards(filter: ListingFilter, ids: readonly number[]): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      return queryPrepared<PropertyRow>(
        db,
        sql`select p.id, p.organization_id, p.name, p.address_line1, p.address_line2, p.postal_code, p.latitude, p.longitude,
              p.is_featured, c.id as city_id, c.name as city_name, c.translations as city_translations, co.code as country_code, co.name as country_name,
              a.id as area_id, a.name as area_name, a.translations as area_translations, b.id as brand_id, b.name as brand_name, b.url_alias as brand_url_alias,
              r.id as route_id, r.complete_route, r.meta_description,
              rv.review_count, rv.review_average, ut.max_occupancy, ut.bedrooms
            ${fromListed}
            join cities c on c.id = p.city_id
            join countries co on co.id = c.country_id
            left join areas a on a.id = p.area_id
            join brands b on b.id = p.default_brand_id
            left join seo_routes r on r.entity_type = 'property' and r.entity_id = p.id
            left join lateral (select count(*)::int as review_count, round(avg(rating), 1)::float8 as review_average
                               from reviews where organization_id = p.organization_id and property_id = p.id and status = 'published') rv on true
            left join lateral (select max(max_occupancy)::int as max_occupancy, max(bedrooms)::int as bedrooms
                               from unit_types where organization_id = p.organization_id and property_id = p.id and is_active) ut on true
            where ${scoped(filter, ids)}`,
      );
    },

    async images(filter: ListingFilter, ids: readonly number[]): Promise<PropertyImageRow[]> {
      if (ids.length === 0) return [];
      return queryPrepared<PropertyImageRow>(
        db,
        sql`select pi.property_id, i.id, i.storage_key, i.alt, i.alt_translations, i.width, i.height,
                   (select coalesce(jsonb_agg(distinct (v->>'width')::int), '[]'::jsonb) from jsonb_array_elements(i.variants) v) as rendition_widths,
                   (select coalesce(jsonb_agg(distinct v->>'format'), '[]'::jsonb) from jsonb_array_elements(i.variants) v) as rendition_formats
            ${fromListed} join property_images pi on pi.organization_id = p.organization_id and pi.property_id = p.id
              join images i on i.organization_id = pi.organization_id and i.id = pi.image_id
            where ${scoped(filter, ids)} order by pi.property_id, pi.position, i.id`,
      );
    },

    async amenities(filter: ListingFilter, ids: readonly number[]): Promise<{ property_id: number; code: string }[]> {
      if (ids.length === 0) return [];
      return queryPrepared(
        db,
        sql`select pa.property_id, a.code
            ${fromListed} join property_amenities pa on pa.organization_id = p.organization_id and pa.property_id = p.id join amenities a on a.id = pa.amenity_id
            where ${scoped(filter, ids)} order by pa.property_id, a.code`,
      );
    },

    // Per night the cheapest price among the property's base (non-derived) plans and active unit
    // types, stop-sold nights left out; then the average over the nights [from, from + nights).
    async averageNightlyPrices(filter: ListingFilter, ids: readonly number[], from: string, nights: number): Promise<PriceRow[]> {
      if (ids.length === 0) return [];
      return queryPrepared<PriceRow>(
        db,
        sql`select a.property_id, a.amount_minor, p.currency
            from (${averageNightlyPriceSql(sql`select p.id ${fromListed} where ${scoped(filter, ids)}`, from, nights)}) a
            join properties p on p.id = a.property_id`,
      );
    },
  };
}
