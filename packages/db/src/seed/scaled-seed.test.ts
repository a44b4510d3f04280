import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../raw-query.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { demoPropertyCount, seedDemoData } from './index.ts';

// Beyond the hand-made set the seed adds generated hosts and properties of the same shapes.
describe('scaled demo data seed', () => {
  const total = demoPropertyCount + 60;
  let t: TestDatabase;
  let filesDir: string;
  const one = async <T>(query: SQL) => (await queryRows<T>(t.handle.db, query))[0] as T;

  beforeAll(async () => {
    t = await openTestDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'seed-scaled-'));
    await seedDemoData(t.handle.db, { filesDir, startDate: '2026-09-01', properties: total });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('adds generated hosts with their own brands and domains', async () => {
    const hosts = await one<{ properties: number; hosts: number; brands: number; domains: number }>(sql`
      select (select count(*)::int from properties) as properties,
             (select count(*)::int from organizations where id > 100) as hosts,
             (select count(*)::int from brands where id > 100) as brands,
             (select count(*)::int from brand_domains d join brands b on b.id = d.brand_id where b.id > 100 and d.hostname = b.url_alias || '.localhost') as domains`);
    expect(hosts).toEqual({ properties: total, hosts: 2, brands: 2, domains: 2 });
  });

  it('gives generated properties the same shapes: pooled pictures, plans, rates, routes', async () => {
    const gaps = await one<{ without_images: number; without_plans: number; without_rates: number; without_routes: number; foreign_images: number }>(sql`
      select
        count(*) filter (where not exists (select 1 from property_images i where i.property_id = p.id))::int as without_images,
        count(*) filter (where (select count(*) from rate_plans rp where rp.property_id = p.id) < 2)::int as without_plans,
        count(*) filter (where not exists (select 1 from daily_rates d join unit_types u on u.id = d.unit_type_id where u.property_id = p.id))::int as without_rates,
        count(*) filter (where not exists (select 1 from seo_routes r where r.entity_type = 'property' and r.entity_id = p.id))::int as without_routes,
        count(*) filter (where exists (select 1 from property_images pi join images i on i.id = pi.image_id where pi.property_id = p.id and i.storage_key not like 'pool/%'))::int as foreign_images
      from properties p where p.id > ${demoPropertyCount}`);
    expect(gaps).toEqual({ without_images: 0, without_plans: 0, without_rates: 0, without_routes: 0, foreign_images: 0 });
    // The pool is planned once (80 pictures); each host shows its own rows of the ones it uses
    // (images is a tenant table, decision 0048), with the same files.
    const pool = await queryRows<{ storage_key: string }>(t.handle.db, sql`select storage_key from global_images where storage_key like 'pool/%'`);
    expect(pool.length).toBe(80);
    const owned = await one<{ rows: number; files: number }>(
      sql`select count(*)::int as rows, count(distinct storage_key)::int as files from images where storage_key like 'pool/%' and organization_id > 100`,
    );
    expect(owned.rows).toBeGreaterThanOrEqual(owned.files);
    expect(owned.files).toBeGreaterThan(0);
    await expect(stat(join(filesDir, 'images', pool[0]?.storage_key as string))).resolves.toBeDefined();
  });
});
