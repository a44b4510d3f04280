import { sql } from 'drizzle-orm';
import type { Database } from '@direct/db';

// The sharding simulation's catalogue (decision 0040), generated in SQL with generate_series on
// top of the demo seed (which brings the reference data, the shared-listing brand and the site's
// client): `hosts` generated organizations, each with its own brand, and `properties` properties
// spread evenly over them, each with one unit type, one unit, one rate plan, a few amenities and
// `rateDays` nights of rates from `startDate`. Four hosts in five list on the shared listing.

export type CatalogueSize = { hosts: number; properties: number; rateDays: number; startDate: string };
export type Step = (what: string, run: () => Promise<unknown>) => Promise<void>;

export async function generateCatalogue(db: Database, size: CatalogueSize, step: Step): Promise<void> {
  const { hosts, properties, rateDays, startDate } = size;
  await db.execute(sql`create temporary table sim_hosts as
    select g as n, (select coalesce(max(id), 0) from organizations) + g as id from generate_series(1, ${hosts}::int) g`);
  await step('organizations', () =>
    db.execute(sql`insert into organizations (id, name, slug, email)
      overriding system value
      select h.id, 'Simulated host ' || h.n, 'sim-host-' || h.n, 'host' || h.n || '@sim.example' from sim_hosts h`),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations))`);
  await step('brands', () =>
    db.execute(sql`insert into brands (organization_id, name, url_alias, theme)
      select h.id, 'Simulated brand ' || h.n, 'sim-brand-' || h.n, (select theme from brands where not is_shared_listing order by id limit 1)
      from sim_hosts h`),
  );
  await step('cancellation policies', () =>
    db.execute(sql`insert into cancellation_policies (organization_id, name, kind, rules)
      select h.id, 'Flexible', 'flexible', '[{"daysBeforeArrival": 7, "refundPercent": 100}]'::jsonb from sim_hosts h`),
  );
  // Property n belongs to host ((n - 1) % hosts) + 1: every host has the same share.
  await step('properties', () =>
    db.execute(sql`
      with places as (select row_number() over (order by a.id) - 1 as k, a.id as area_id, a.city_id, c.latitude, c.longitude
                        from areas a join cities c on c.id = a.city_id),
           place_count as (select count(*) as n from places),
           host_brands as (select b.organization_id, b.id as brand_id from brands b join sim_hosts h on h.id = b.organization_id)
      insert into properties (organization_id, default_brand_id, name, slug, city_id, area_id, address_line1, latitude, longitude,
        is_featured, is_direct, description)
      select h.id, hb.brand_id, 'Simulated stay ' || g, 'sim-stay-' || g, pl.city_id, pl.area_id, 'Street ' || g,
        coalesce(pl.latitude, 0) + (g % 100) * 0.0001, coalesce(pl.longitude, 0) + (g % 97) * 0.0001,
        g % 50 = 0, h.n % 5 <> 0, 'A generated property for the sharding simulation.'
      from generate_series(1, ${properties}::int) g
      join sim_hosts h on h.n = (g - 1) % ${hosts}::int + 1
      join host_brands hb on hb.organization_id = h.id
      cross join place_count
      join places pl on pl.k = (g * 7) % place_count.n`),
  );
  await db.execute(sql`create temporary table sim_properties as
    select p.id, p.organization_id, p.default_brand_id from properties p join sim_hosts h on h.id = p.organization_id`);
  await step('property brands', () => db.execute(sql`insert into property_brands (organization_id, property_id, brand_id) select organization_id, id, default_brand_id from sim_properties`));
  await step('amenities', () =>
    db.execute(sql`insert into property_amenities (organization_id, property_id, amenity_id)
      select p.organization_id, p.id, a.id from sim_properties p cross join amenities a where (p.id * 7 + a.id * 13) % 4 = 0`),
  );
  await step('unit types', () =>
    db.execute(sql`insert into unit_types (organization_id, property_id, name, max_adults, max_children, max_occupancy, base_occupancy, pets_allowed)
      select organization_id, id, 'Apartment', 2 + id % 5, id % 3, 2 + id % 5 + id % 3, 2, id % 4 = 0 from sim_properties`),
  );
  await step('units', () =>
    db.execute(sql`insert into units (organization_id, property_id, unit_type_id, name)
      select ut.organization_id, ut.property_id, ut.id, 'Unit 1' from unit_types ut join sim_properties p on p.id = ut.property_id`),
  );
  await step('rate plans', () =>
    db.execute(sql`insert into rate_plans (organization_id, property_id, name, cancellation_policy_id)
      select p.organization_id, p.id, 'Standard', cp.id from sim_properties p join cancellation_policies cp on cp.organization_id = p.organization_id`),
  );
  await step(`daily rates (${rateDays} nights each)`, () =>
    db.execute(sql`insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor, min_stay)
      select rp.organization_id, ut.id, rp.id, ${startDate}::date + d, 6000 + (rp.id % 40) * 500 + case when extract(dow from ${startDate}::date + d) in (5, 6) then 1500 else 0 end,
        1 + (rp.id % 3 = 0)::int
      from rate_plans rp join sim_properties p on p.id = rp.property_id join unit_types ut on ut.property_id = p.id
      cross join generate_series(0, ${rateDays - 1}::int) d`),
  );
  await step('statistics (vacuum analyze)', () => db.execute(sql`vacuum analyze`));
}
