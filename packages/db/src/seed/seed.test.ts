import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { queryRows } from '../raw-query.ts';
import { organizations } from '../schema/index.ts';
import { svgProblems } from '../testing/svg-problems.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { addDays, addMonths, daysBetween } from './calendar-dates.ts';
import { seedDemoData, type SeedSummary } from './index.ts';

const startDate = '2026-01-15';
const endDate = addMonths(startDate, 18);

// Row checksums: md5 over ordered key columns, compared between two independently seeded databases.
const checksums: Record<string, SQL> = {
  daily_rates: sql`select md5(string_agg(concat_ws(',', unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell), ';' order by unit_type_id, rate_plan_id, date)) as sum from daily_rates`,
  properties: sql`select md5(string_agg(concat_ws(',', id, organization_id, name, slug, description, house_rules, address_line1, latitude, longitude, is_active, is_featured, is_direct), ';' order by id)) as sum from properties`,
  unit_types: sql`select md5(string_agg(concat_ws(',', id, property_id, name, max_occupancy, base_occupancy), ';' order by id)) as sum from unit_types`,
  rate_plans: sql`select md5(string_agg(concat_ws(',', id, property_id, name, parent_rate_plan_id, derived_percent, meal_plan), ';' order by id)) as sum from rate_plans`,
  images: sql`select md5(string_agg(concat_ws(',', id, storage_key, size_bytes, alt), ';' order by id)) as sum from images`,
  global_images: sql`select md5(string_agg(concat_ws(',', id, organization_id, storage_key, size_bytes, alt), ';' order by id)) as sum from global_images`,
  blog_posts: sql`select md5(string_agg(concat_ws(',', id, brand_id, title, content_html, published_at), ';' order by id)) as sum from blog_posts`,
  reviews: sql`select md5(string_agg(concat_ws(',', id, property_id, author_name, rating, text, stayed_on), ';' order by id)) as sum from reviews`,
  seo_routes: sql`select md5(string_agg(concat_ws(',', id, entity_type, entity_id, complete_route), ';' order by id)) as sum from seo_routes`,
  vouchers: sql`select md5(string_agg(concat_ws(',', id, organization_id, code, valid_from, valid_until), ';' order by id)) as sum from vouchers`,
};

describe('demo data seed', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let db: Database;
  let filesA: string;
  let filesB: string;
  let summary: SeedSummary;
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const one = async <T>(query: SQL) => (await rows<T>(query))[0] as T;

  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    db = a.handle.db;
    [filesA, filesB] = await Promise.all([mkdtemp(join(tmpdir(), 'seed-a-')), mkdtemp(join(tmpdir(), 'seed-b-'))]);
    summary = await seedDemoData(db, { filesDir: filesA, startDate });
    await seedDemoData(b.handle.db, { filesDir: filesB, startDate });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([filesA, filesB].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates the promised hosts and brands', async () => {
    expect(summary.properties).toBeGreaterThanOrEqual(40);
    const brands = await rows<{ id: number; organization_id: number; url_alias: string; currency: string; is_shared_listing: boolean; hostname: string; languages: string[] }>(
      sql`select b.id, b.organization_id, b.url_alias, b.currency, b.is_shared_listing, d.hostname, b.languages
          from brands b join brand_domains d on d.brand_id = b.id and d.is_primary order by b.id`,
    );
    expect(brands).toHaveLength(summary.brands);
    const byAlias = new Map(brands.map((brand) => [brand.url_alias, brand]));
    expect(byAlias.get('lisbon-stays')).toMatchObject({ organization_id: 1, currency: 'EUR', hostname: 'lisbon-stays.localhost' });
    expect(byAlias.get('alpine-lodges')).toMatchObject({ organization_id: 2, currency: 'CHF', hostname: 'alpine-lodges.localhost' });
    expect(byAlias.get('direct')).toMatchObject({ organization_id: 100, is_shared_listing: true, hostname: 'direct.localhost' });
    expect(byAlias.get('budget-beds')).toMatchObject({ organization_id: 66, hostname: 'budget-beds.localhost' });
    for (const brand of brands) {
      expect(brand.hostname).toBe(`${brand.url_alias}.localhost`);
      expect(brand.languages).toEqual(['en', 'de', 'pt']);
    }
    const listed = await one<{ count: number }>(sql`select count(*)::int as count from organizations where is_listed_host`);
    expect(listed.count).toBeGreaterThan(12);
  });

  it('gives the first demo host bookings to show: past, in house, upcoming (paid or not) and cancelled', async () => {
    const rows = await queryRows<{ status: string; unpaid: boolean; stays: number; guests: number }>(
      db,
      sql`select b.status::text as status, b.paid_minor < b.total_minor as unpaid,
            (select count(*)::int from unit_allocations a where a.booking_id = b.id and a.kind = 'stay') as stays,
            (select count(*)::int from guests g where g.booking_id = b.id and g.is_booker) as guests
          from bookings b where b.organization_id = 1 order by b.check_in`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['completed', 'confirmed', 'cancelled']));
    expect(rows.filter((row) => row.unpaid).length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.guests === 1 && row.stays === (row.status === 'cancelled' ? 0 : 1))).toBe(true);
  });

  it('spreads at least 40 properties over 6 cities in 3 countries, with the filters exercised', async () => {
    const geo = await one<{ properties: number; cities: number; countries: number }>(
      sql`select count(*)::int as properties, count(distinct p.city_id)::int as cities, count(distinct c.country_id)::int as countries
          from properties p join cities c on c.id = p.city_id`,
    );
    expect(geo.properties).toBeGreaterThanOrEqual(40);
    expect(geo.cities).toBeGreaterThanOrEqual(6);
    expect(geo.countries).toBeGreaterThanOrEqual(3);
    const budget = await one<{ total: number; direct: number }>(
      sql`select count(*)::int as total, count(*) filter (where is_direct)::int as direct from properties where organization_id = 66`,
    );
    expect(budget.total).toBeGreaterThan(0);
    expect(budget.direct).toBe(budget.total);
    const flags = await one<{ inactive: number; featured: number; without_units: number }>(sql`
      select count(*) filter (where not is_active)::int as inactive,
             count(*) filter (where is_featured)::int as featured,
             count(*) filter (where is_active and not exists (select 1 from units u where u.property_id = p.id and u.is_active))::int as without_units
      from properties p`);
    expect(flags.inactive).toBeGreaterThanOrEqual(1);
    expect(flags.without_units).toBeGreaterThanOrEqual(1);
    expect(flags.featured).toBeGreaterThanOrEqual(3);
    const multi = await one<{ count: number }>(
      sql`select count(*)::int as count from (select property_id from unit_types group by 1 having count(*) between 2 and 3) t`,
    );
    expect(multi.count).toBeGreaterThanOrEqual(3);
    const badOccupancy = await one<{ count: number }>(
      sql`select count(*)::int as count from unit_types where base_occupancy > max_occupancy or max_occupancy > max_adults + max_children`,
    );
    expect(badOccupancy.count).toBe(0);
  });

  it('gives every property images, a route, amenities, add-on slots, taxes and check-in steps', async () => {
    const gaps = await rows<{ id: number; images: number; routes: number; amenities: number; arrival_slots: number; departure_slots: number; taxes: number; steps: string }>(sql`
      select p.id,
        (select count(*)::int from property_images i where i.property_id = p.id) as images,
        (select count(*)::int from seo_routes r where r.entity_type = 'property' and r.entity_id = p.id
            and r.complete_route = '/stays/' || c.slug || '/' || p.slug) as routes,
        (select count(*)::int from property_amenities a where a.property_id = p.id) as amenities,
        (select count(*)::int from add_ons o where o.property_id = p.id and o.kind = 'arrival_time' and o.slot_time in ('12:00', '13:00')) as arrival_slots,
        (select count(*)::int from add_ons o where o.property_id = p.id and o.kind = 'departure_time' and o.slot_time in ('13:00', '15:00')) as departure_slots,
        (select count(*)::int from taxes t where t.property_id = p.id) as taxes,
        (select array_to_string(required_steps, ',') from checkin_settings s where s.property_id = p.id) as steps
      from properties p join cities c on c.id = p.city_id order by p.id`);
    for (const p of gaps) {
      expect(p.images, `property ${p.id}`).toBeGreaterThanOrEqual(4);
      expect(p.images, `property ${p.id}`).toBeLessThanOrEqual(6);
      expect(p.routes, `property ${p.id}`).toBe(1);
      expect(p.amenities).toBeGreaterThanOrEqual(3);
      expect([p.arrival_slots, p.departure_slots]).toEqual([2, 2]);
      expect(p.taxes).toBeGreaterThanOrEqual(1);
      expect(p.steps).toMatch(/^general_info,guest_info,.*payment/);
    }
    const lisbonTax = await one<{ amount_minor: number; max_nights: number; applies_to_children: boolean }>(
      sql`select t.amount_minor, t.max_nights, t.applies_to_children from taxes t join properties p on p.id = t.property_id where p.id = 1 and t.kind = 'per_person_per_night'`,
    );
    expect(lisbonTax).toEqual({ amount_minor: 200, max_nights: 7, applies_to_children: false });
    const steps = await one<{ deposits: number; identity: number; terms: number }>(sql`
      select count(*) filter (where 'security_deposit' = any(required_steps) and deposit_amount_minor > 0)::int as deposits,
             count(*) filter (where 'identity' = any(required_steps))::int as identity,
             count(*) filter (where 'terms' = any(required_steps) and agreement_template_id is not null)::int as terms
      from checkin_settings`);
    expect(Object.values(steps).every((n) => n > 0)).toBe(true);
  });

  it('has a flexible and a derived non-refundable plan per property, and 18 months of rates', async () => {
    const plans = await rows<{ property_id: number; flexible: number; derived: number; derived_rows: number }>(sql`
      select p.id as property_id,
        count(*) filter (where rp.parent_rate_plan_id is null and c.kind = 'flexible')::int as flexible,
        count(*) filter (where rp.parent_rate_plan_id is not null and rp.derived_percent = -10 and c.kind = 'non_refundable')::int as derived,
        (select count(*)::int from daily_rates d join rate_plans x on x.id = d.rate_plan_id where x.property_id = p.id and x.parent_rate_plan_id is not null) as derived_rows
      from properties p join rate_plans rp on rp.property_id = p.id join cancellation_policies c on c.id = rp.cancellation_policy_id
      group by p.id`);
    expect(plans).toHaveLength(summary.properties);
    for (const plan of plans) expect(plan, `property ${plan.property_id}`).toMatchObject({ flexible: 1, derived: 1, derived_rows: 0 });

    const coverage = await rows<{ days: number; first: string; last: string }>(sql`
      select count(d.date)::int as days, min(d.date)::text as first, max(d.date)::text as last
      from rate_plans rp join unit_types ut on ut.property_id = rp.property_id
      left join daily_rates d on d.rate_plan_id = rp.id and d.unit_type_id = ut.id
      where rp.parent_rate_plan_id is null group by rp.id, ut.id`);
    expect(coverage.length).toBeGreaterThan(summary.properties);
    for (const series of coverage) expect(series).toEqual({ days: daysBetween(startDate, endDate), first: startDate, last: addDays(endDate, -1) });

    const restrictions = await one<{ cta: number; ctd: number; stop_sell: number; max_stay: number; min_low: number; min_high: number; breakfast: number }>(sql`
      select count(*) filter (where closed_to_arrival)::int as cta, count(*) filter (where closed_to_departure)::int as ctd,
             count(*) filter (where stop_sell)::int as stop_sell, count(*) filter (where max_stay is not null)::int as max_stay,
             min(min_stay)::int as min_low, max(min_stay)::int as min_high,
             (select count(*)::int from rate_plans where meal_plan = 'breakfast') as breakfast
      from daily_rates`);
    expect(restrictions.cta).toBeGreaterThan(0);
    expect(restrictions.ctd).toBeGreaterThan(0);
    expect(restrictions.stop_sell).toBeGreaterThan(0);
    expect(restrictions.max_stay).toBeGreaterThan(0);
    expect([restrictions.min_low, restrictions.min_high]).toEqual([1, 7]);
    expect(restrictions.breakfast).toBeGreaterThanOrEqual(3);
    // Sunday arrivals are closed where the host says so (property 3, Bairro Alto Sunset Terrace).
    const sundays = await one<{ open: number }>(sql`
      select count(*) filter (where not closed_to_arrival)::int as open from daily_rates d
      join rate_plans rp on rp.id = d.rate_plan_id where rp.property_id = 3 and extract(dow from d.date) = 0`);
    expect(sundays.open).toBe(0);
  });

  it('creates vouchers, promotions, blog posts, reviews, routes and agreements', async () => {
    const vouchers = await rows<{ code: string }>(sql`select distinct code from vouchers where organization_id = 1 order by code`);
    expect(vouchers.map((v) => v.code)).toEqual(expect.arrayContaining(['FRIENDS20', 'SPRING15', 'SUMMER50', 'WELCOME10']));
    const scoped = await one<{ count: number }>(sql`select count(*)::int as count from voucher_properties vp join vouchers v on v.id = vp.voucher_id where v.organization_id = 1`);
    expect(scoped.count).toBe(1);
    const longStay = await one<{ count: number }>(sql`select count(*)::int as count from promotions where min_nights = 7`);
    expect(longStay.count).toBeGreaterThanOrEqual(14);

    const posts = await rows<{ brand_id: number; posts: number; with_images: number; with_routes: number; with_categories: number }>(sql`
      select b.id as brand_id, count(bp.id)::int as posts, count(bp.image_id)::int as with_images,
        count(r.id)::int as with_routes,
        count(*) filter (where exists (select 1 from blog_post_categories c where c.post_id = bp.id))::int as with_categories
      from brands b left join blog_posts bp on bp.brand_id = b.id
      left join seo_routes r on r.entity_type = 'blog_post' and r.entity_id = bp.id and r.complete_route like '/blog/%'
      group by b.id`);
    for (const brand of posts) {
      expect(brand.posts, `brand ${brand.brand_id}`).toBeGreaterThanOrEqual(6);
      expect([brand.with_images, brand.with_routes, brand.with_categories]).toEqual([brand.posts, brand.posts, brand.posts]);
    }
    const html = await one<{ content_html: string; published_at: Date | string }>(sql`select content_html, published_at from blog_posts order by id limit 1`);
    expect(html.content_html).toMatch(/<p>.*<h2>.*<ul><li>/);
    expect(new Date(html.published_at).getTime()).toBeLessThan(Date.parse(`${startDate}T00:00:00Z`));

    const reviews = await one<{ min_rating: number; max_rating: number; max_per_property: number; reviewed: number; authors: number }>(sql`
      select min(rating)::int as min_rating, max(rating)::int as max_rating,
        (select max(n)::int from (select count(*) as n from reviews group by property_id) t) as max_per_property,
        count(distinct property_id)::int as reviewed, count(distinct author_name)::int as authors
      from reviews`);
    expect(reviews).toMatchObject({ min_rating: 3, max_rating: 5 });
    expect(reviews.max_per_property).toBeLessThanOrEqual(8);
    expect(reviews.reviewed).toBeGreaterThan(summary.properties / 2);
    expect(reviews.authors).toBeGreaterThan(20);

    const routes = await one<{ cities: number; hosts: number }>(sql`
      select count(*) filter (where entity_type = 'city' and complete_route ~ '^/destinations/[a-z]{2}/[a-z-]+$')::int as cities,
             count(*) filter (where entity_type = 'host' and complete_route ~ '^/hosts/[a-z0-9-]+$')::int as hosts
      from seo_routes`);
    expect(routes.cities).toBe(8);
    expect(routes.hosts).toBe(summary.organizations - 1);
    const missingSeo = await one<{ count: number }>(
      sql`select count(*)::int as count from seo_routes where title is null or meta_description is null or twitter_description is null or facebook_description is null`,
    );
    expect(missingSeo.count).toBe(0);

    const agreements = await rows<{ body: string }>(sql`select body from agreement_versions where version = 1 and language = 'en'`);
    expect(agreements.length).toBe(summary.organizations - 1);
    for (const { body } of agreements) for (const placeholder of ['{{guestName}}', '{{propertyName}}', '{{checkIn}}', '{{checkOut}}']) expect(body).toContain(placeholder);
  });

  it('resets the identity sequences so new rows get fresh ids', async () => {
    const [created] = await db.insert(organizations).values({ name: 'Later Host', slug: 'later-host' }).returning();
    expect(created?.id).toBe(101);
    await db.execute(sql`delete from organizations where id = ${created?.id}`);
  });

  it('writes every image as a well-formed SVG file matching its row', async () => {
    const images = await rows<{ storage_key: string; size_bytes: number; mime_type: string; width: number; height: number; alt: string }>(
      sql`select storage_key, size_bytes, mime_type, width, height, alt from images
          union all select storage_key, size_bytes, mime_type, width, height, alt from global_images order by storage_key`,
    );
    expect(images.length).toBeGreaterThan(300);
    for (const image of images) {
      const svg = await readFile(join(filesA, 'images', image.storage_key), 'utf8');
      expect(Buffer.byteLength(svg), image.storage_key).toBe(image.size_bytes);
      expect(image.mime_type).toBe('image/svg+xml');
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(image.alt.length).toBeGreaterThan(5);
      expect(svgProblems(svg), image.storage_key).toEqual([]);
      expect(await readFile(join(filesB, 'images', image.storage_key), 'utf8')).toBe(svg);
    }
    // Decision 0048: city pictures and logos are global images, a host's other pictures its own.
    const cities = await one<{ count: number }>(sql`select count(*)::int as count from cities c join global_images i on i.id = c.image_id and i.organization_id is null`);
    expect(cities.count).toBe(8);
    const logos = await one<{ missing: number; global: number }>(
      sql`select count(*) filter (where g.id is null)::int as missing, count(*)::int as global
          from (select logo_image_id as id from brands union select logo_image_id from organizations) l
          left join global_images g on g.id = l.id where l.id is not null`,
    );
    expect(logos.missing).toBe(0);
    expect(logos.global).toBeGreaterThan(0);
  });

  it('produces identical data in two fresh databases from the same options', async () => {
    for (const [table, query] of Object.entries(checksums)) {
      const [left, right] = await Promise.all([queryRows<{ sum: string }>(db, query), queryRows<{ sum: string }>(b.handle.db, query)]);
      expect(left[0]?.sum, table).toBeTruthy();
      expect(left[0]?.sum, table).toBe(right[0]?.sum);
    }
  });
});
