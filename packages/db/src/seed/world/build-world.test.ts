import { describe, expect, it } from 'vitest';
import { hostSeeds } from '../catalog/hosts/index.ts';
import { contrastRatio } from '../images/colors.ts';
import { buildWorld } from './build-world.ts';
import { demoPropertyCount } from './properties.ts';
import type { World } from './types.ts';

function expectUnique(values: readonly unknown[], label: string): void {
  const seen = new Set<unknown>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, label).toEqual([]);
}

function expectConsistent(world: World): void {
  for (const table of ['organizations', 'brands', 'images', 'properties', 'unitTypes', 'units', 'ratePlans', 'blogPosts', 'reviews', 'seoRoutes'] as const) {
    expectUnique(world[table].map((r) => r.id), `${table}.id`);
  }
  expectUnique(world.organizations.map((o) => o.slug), 'organization slugs');
  expectUnique(world.brands.map((b) => b.urlAlias), 'brand aliases');
  expectUnique(world.brandDomains.map((d) => d.hostname), 'hostnames');
  expectUnique(world.images.map((i) => i.storageKey), 'image storage keys');
  expectUnique(world.seoRoutes.map((r) => r.completeRoute), 'routes');
  expectUnique(world.seoRoutes.map((r) => `${r.entityType}:${r.entityId}`), 'route entities');
  expectUnique(world.properties.map((p) => `${p.organizationId}:${p.slug}`), 'property slugs per host');
  expectUnique(world.vouchers.map((v) => `${v.organizationId}:${v.code.toLowerCase()}`), 'voucher codes per host');
  expectUnique(world.rateSeries.map((s) => `${s.unitTypeId}:${s.ratePlanId}`), 'rate series');
  expectUnique(world.areas.map((a) => `${a.cityId}:${a.slug}`), 'area slugs');
  for (const unitType of world.unitTypes) {
    expect(unitType.baseOccupancy).toBeLessThanOrEqual(unitType.maxOccupancy);
    expect(unitType.maxAdults).toBeLessThanOrEqual(unitType.maxOccupancy);
    expect(unitType.maxOccupancy).toBeLessThanOrEqual(unitType.maxAdults + (unitType.maxChildren ?? 0));
  }
  const propertyIds = new Set(world.properties.map((p) => p.id));
  const imageIds = new Set(world.images.map((i) => i.id));
  for (const link of world.propertyImages) {
    expect(propertyIds.has(link.propertyId) && imageIds.has(link.imageId)).toBe(true);
  }
  for (const post of world.blogPosts) expect(imageIds.has(post.imageId as number)).toBe(true);
}

describe('demo world', () => {
  it('is the same for the same options and moves with the start date', () => {
    const a = buildWorld({ startDate: '2026-01-15' });
    expect(JSON.stringify(buildWorld({ startDate: '2026-01-15' }))).toBe(JSON.stringify(a));
    const later = buildWorld({ startDate: '2026-06-01' });
    expect(later.endDate).toBe('2027-12-01');
    expect(later.properties).toEqual(a.properties);
    expect(later.blogPosts[0]?.publishedAt).not.toEqual(a.blogPosts[0]?.publishedAt);
  });

  it('keeps the hand-made demo set intact when scaled up', () => {
    const demo = buildWorld({ startDate: '2026-01-15' });
    const scaled = buildWorld({ startDate: '2026-01-15', properties: demoPropertyCount + 75 });
    expect(scaled.properties.slice(0, demoPropertyCount)).toEqual(demo.properties);
    expect(scaled.properties).toHaveLength(demoPropertyCount + 75);
    expect(scaled.organizations.filter((o) => (o.id ?? 0) > 100)).toHaveLength(2);
  });

  it('has unique keys and consistent rows, also at 10,000 properties', () => {
    expectConsistent(buildWorld({ startDate: '2026-01-15' }));
    const big = buildWorld({ startDate: '2026-01-15', properties: 10_000 });
    expectConsistent(big);
    // Large seeds share a pool of pictures instead of drawing thousands.
    expect(big.images.length).toBeLessThan(1_000);
  });

  it('rejects fewer properties than the hand-made set and malformed dates', () => {
    expect(() => buildWorld({ startDate: '2026-01-15', properties: 10 })).toThrow(RangeError);
    expect(() => buildWorld({ startDate: '2026-02-30' })).toThrow(RangeError);
  });

  it('gives every brand readable colours (WCAG AA 4.5:1 for text and for text on primary)', () => {
    for (const host of hostSeeds) {
      const { textColor, backgroundColor, primaryColor } = host.theme;
      expect(contrastRatio(textColor, backgroundColor), `${host.alias} text`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(backgroundColor, primaryColor), `${host.alias} on primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', primaryColor), `${host.alias} white on primary`).toBeGreaterThanOrEqual(4.5);
    }
    for (const brand of buildWorld({ startDate: '2026-01-15', properties: demoPropertyCount + 500 }).brands) {
      expect(contrastRatio(brand.theme.textColor, brand.theme.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.theme.backgroundColor, brand.theme.primaryColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
