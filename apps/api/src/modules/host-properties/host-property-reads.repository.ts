import {
  amenities,
  areas,
  brands,
  cities,
  countries,
  propertyAmenities,
  propertyBrands,
  properties,
  propertyTexts,
  queryRows,
  seoRoutes,
  units,
  unitTypes,
  type Database,
} from '@direct/db';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

// What the console reads of a host's properties. Every query names the organization: a property
// id alone never reaches another host's row.

export type PropertyListFilter = {
  published?: boolean | undefined;
  featured?: boolean | undefined;
  q?: string | undefined;
  sort: 'name' | '-name' | 'updated' | '-updated' | 'city' | '-city';
  limit: number;
  offset: number;
};

export type PropertyListRow = {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  units_total: number;
  units_active: number;
  is_active: boolean;
  is_featured: boolean;
  updated_at: Date | string;
  version: number;
};

export type PropertyRecord = typeof properties.$inferSelect;
export type PropertyTextsRow = typeof propertyTexts.$inferSelect;
export type UnitTypeRecord = typeof unitTypes.$inferSelect;
export type UnitRecord = typeof units.$inferSelect;
export type SeoRouteRecord = typeof seoRoutes.$inferSelect;

export type PropertyReadModel = {
  property: PropertyRecord;
  city: { id: number; name: string; slug: string; countryCode: string; countryName: string };
  texts: PropertyTextsRow[];
  brandIds: number[];
  amenityIds: number[];
  unitTypes: UnitTypeRecord[];
  units: UnitRecord[];
  seo: SeoRouteRecord | null;
  hasRates: boolean;
};

export type HostPropertyReadsRepository = ReturnType<typeof createHostPropertyReadsRepository>;

const sortTerms: Record<PropertyListFilter['sort'], SQL> = {
  name: sql`lower(p.name) asc, p.id asc`,
  '-name': sql`lower(p.name) desc, p.id desc`,
  updated: sql`p.updated_at asc, p.id asc`,
  '-updated': sql`p.updated_at desc, p.id desc`,
  city: sql`lower(c.name) asc, lower(p.name) asc, p.id asc`,
  '-city': sql`lower(c.name) desc, lower(p.name) asc, p.id asc`,
};

// A search text as a LIKE pattern that matches it literally.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Rates a guest can book: a future night of an active plan for an active unit type with an active unit.
export function bookableRatesSql(propertyId: number, today: string): SQL {
  return sql`exists (select 1 from daily_rates dr
      join rate_plans rp on rp.id = dr.rate_plan_id and rp.is_active
      join unit_types ut on ut.id = dr.unit_type_id and ut.is_active
      where ut.property_id = ${propertyId} and dr.date >= ${today}::date and not dr.stop_sell
        and exists (select 1 from units u where u.unit_type_id = ut.id and u.is_active))`;
}

export function createHostPropertyReadsRepository(db: Database) {
  return {
    async page(organizationId: number, filter: PropertyListFilter): Promise<{ total: number; rows: PropertyListRow[] }> {
      const conditions: SQL[] = [sql`p.organization_id = ${organizationId}`];
      if (filter.published !== undefined) conditions.push(sql`p.is_active = ${filter.published}`);
      if (filter.featured !== undefined) conditions.push(sql`p.is_featured = ${filter.featured}`);
      if (filter.q) {
        const pattern = containing(filter.q);
        conditions.push(sql`(p.name ilike ${pattern} or c.name ilike ${pattern} or p.address_line1 ilike ${pattern})`);
      }
      const where = sql.join(conditions, sql` and `);
      const from = sql`from properties p join cities c on c.id = p.city_id`;
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`);
      const rows = await queryRows<PropertyListRow>(
        db,
        sql`select p.id, p.name, c.id as city_id, c.name as city_name, p.is_active, p.is_featured, p.updated_at, p.version,
              (select count(*)::int from units u where u.property_id = p.id) as units_total,
              (select count(*)::int from units u join unit_types ut on ut.id = u.unit_type_id
                where u.property_id = p.id and u.is_active and ut.is_active) as units_active
            ${from} where ${where}
            order by ${sortTerms[filter.sort]} limit ${filter.limit} offset ${filter.offset}`,
      );
      return { total: counted?.total ?? 0, rows };
    },

    async find(organizationId: number, propertyId: number, today: string): Promise<PropertyReadModel | null> {
      const [row] = await db
        .select({ property: properties, city: { id: cities.id, name: cities.name, slug: cities.slug, countryCode: countries.code, countryName: countries.name } })
        .from(properties)
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)))
        .limit(1);
      if (!row) return null;
      const [texts, brandRows, amenityRows, unitTypeRows, unitRows, seoRows, rates] = await Promise.all([
        db.select().from(propertyTexts).where(and(eq(propertyTexts.organizationId, organizationId), eq(propertyTexts.propertyId, propertyId))),
        db.select({ id: propertyBrands.brandId }).from(propertyBrands).where(eq(propertyBrands.propertyId, propertyId)).orderBy(asc(propertyBrands.brandId)),
        db.select({ id: propertyAmenities.amenityId }).from(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId)).orderBy(asc(propertyAmenities.amenityId)),
        db.select().from(unitTypes).where(and(eq(unitTypes.organizationId, organizationId), eq(unitTypes.propertyId, propertyId))).orderBy(asc(unitTypes.id)),
        db.select().from(units).where(and(eq(units.organizationId, organizationId), eq(units.propertyId, propertyId))).orderBy(asc(units.id)),
        db.select().from(seoRoutes).where(and(eq(seoRoutes.entityType, 'property'), eq(seoRoutes.entityId, propertyId))).limit(1),
        queryRows<{ ok: boolean }>(db, sql`select ${bookableRatesSql(propertyId, today)} as ok`),
      ]);
      return {
        property: row.property,
        city: row.city,
        texts,
        brandIds: brandRows.map((brand) => brand.id),
        amenityIds: amenityRows.map((amenity) => amenity.id),
        unitTypes: unitTypeRows,
        units: unitRows,
        seo: seoRows[0] ?? null,
        hasRates: rates[0]?.ok === true,
      };
    },

    async references(organizationId: number) {
      const [cityRows, areaRows, amenityRows, brandRows] = await Promise.all([
        db
          .select({ id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude, countryCode: countries.code, countryName: countries.name })
          .from(cities)
          .innerJoin(countries, eq(countries.id, cities.countryId))
          .orderBy(asc(countries.name), asc(cities.name)),
        db.select({ id: areas.id, cityId: areas.cityId, name: areas.name }).from(areas).orderBy(asc(areas.name)),
        db.select({ id: amenities.id, code: amenities.code, category: amenities.category }).from(amenities).orderBy(asc(amenities.id)),
        db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.organizationId, organizationId)).orderBy(asc(brands.id)),
      ]);
      return { cities: cityRows, areas: areaRows, amenities: amenityRows, brands: brandRows };
    },
  };
}
