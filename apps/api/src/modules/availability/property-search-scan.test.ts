import type { PropertyCard, PropertySearchQuery } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { createPropertySearch, type Offer, type OfferCheck } from './property-search.ts';
import type { SearchRepository, StayScanRow } from './search.repository.ts';

// The stay search's paging and estimates over a made-up candidate list: list position p is
// property 1000 + p, priced at 100 + p per night (2 nights) unless the test says otherwise.

type World = { size: number; bookable?: (position: number) => boolean; uncertain?: (position: number) => boolean; perNight?: (position: number) => number };

function fakeSearch(world: World) {
  const scans: { after: number; limit: number }[] = [];
  const perNight = world.perNight ?? ((position) => 100 + position);
  const positions = Array.from({ length: world.size }, (_, index) => index + 1);
  const repository = {
    amenities: async () => [{ id: 1, code: 'wifi' }],
    candidates: async () => positions.map((position) => ({ id: 1000 + position, organization_id: 1 })),
    listingGeneration: async () => 0,
    listingChangesSince: async (generation: number) => ({ organizationIds: [], generation }),
    facts: async () => positions.map((position) => ({ id: 1000 + position, organization_id: 1, currency: 'EUR', amount_minor: null, amenity_ids: [], unit_types: [[6, 6, 6, true]] })),
    // Of the ids asked for (in order), the first `limit` bookable ones.
    stayScan: async (_filter: unknown, _input: unknown, ids: readonly number[], limit: number) => {
      scans.push({ after: ids[0]! - 1001, limit });
      const rows: StayScanRow[] = [];
      for (const [index, id] of ids.entries()) {
        const position = id - 1000;
        if (world.bookable && !world.bookable(position)) continue;
        const uncertain = world.uncertain?.(position) ?? false;
        rows.push({ id, position: index, currency: 'EUR', amenity_ids: [], total_minor: uncertain ? null : perNight(position) * 200, uncertain });
        if (rows.length === limit) break;
      }
      return rows;
    },
  } as unknown as SearchRepository;
  return { repository, scans, perNight };
}

const catalog = { cards: async (_filter: unknown, ids: readonly number[]) => ids.map((id) => ({ id, name: `P${id}` }) as unknown as PropertyCard) };

// The domain: every candidate bookable at the made-up price, except the ids in `rejects`.
function domain(perNight: (position: number) => number, rejects: ReadonlySet<number> = new Set()): OfferCheck & { checked: number[] } {
  const checked: number[] = [];
  const check = async (candidates: readonly { id: number }[]) => {
    checked.push(...candidates.map((candidate) => candidate.id));
    return new Map<number, Offer>(
      candidates.filter((candidate) => !rejects.has(candidate.id)).map((candidate) => [candidate.id, { unitTypeId: 1, ratePlanId: 2, amountMinor: perNight(candidate.id - 1000) * 200, currency: 'EUR', promotion: null }]),
    );
  };
  return Object.assign(check, { checked });
}

const query = (extra: Partial<PropertySearchQuery> = {}): PropertySearchQuery => ({ is_zeevou_direct: true, 'date[after]': '2026-05-01', 'date[before]': '2026-05-03', limit: 11, ...extra });
const now = () => new Date('2026-03-10T12:00:00Z');

function setUp(world: World, rejects?: ReadonlySet<number>) {
  const { repository, scans, perNight } = fakeSearch(world);
  const checkOffers = domain(perNight, rejects);
  const search = createPropertySearch({ search: repository, catalog, checkOffers, now });
  return { search: search.search, scans, checkOffers };
}

describe('property search with a stay', () => {
  it('stops once the page is full and estimates a large result', async () => {
    const { search, scans, checkOffers } = setUp({ size: 5_000, bookable: (position) => position % 2 === 0 });
    const answer = await search(query());
    expect(answer.data.map((item) => item.id)).toEqual(Array.from({ length: 11 }, (_, index) => 1002 + index * 2));
    expect(scans).toEqual([{ after: 0, limit: 32 }]);
    // Only the page is checked by the domain.
    expect(checkOffers.checked).toHaveLength(11);
    expect(answer.meta.totalIsEstimate).toBe(true);
    expect(answer.meta.total).toBeGreaterThan(2_400);
    expect(answer.meta.total).toBeLessThan(2_600);
    expect(answer.meta.priceRange).toEqual({ min: 102, max: 164, currency: 'EUR' });
  });

  it('checks a small result to the end and counts it exactly', async () => {
    const { search } = setUp({ size: 120, bookable: (position) => position % 3 === 0 });
    const answer = await search(query({ page: 4 }));
    expect(answer.data.map((item) => item.id)).toEqual([1102, 1105, 1108, 1111, 1114, 1117, 1120]);
    expect(answer.meta).toMatchObject({ total: 40, totalIsEstimate: false, priceRange: { min: 103, max: 220 } });
  });

  it('lists only what the domain accepts of what the SQL was unsure about, page after page', async () => {
    const uncertain = (position: number) => position % 4 === 1;
    // Half of the uncertain ones: positions 1, 9, 17, … 57.
    const rejects = new Set(Array.from({ length: 8 }, (_, index) => 1001 + index * 8));
    const pages: number[][] = [];
    for (let page = 1; page <= 8; page++) {
      const { search } = setUp({ size: 60, uncertain }, rejects);
      const answer = await search(query({ page, limit: 7 }));
      expect(answer.meta).toMatchObject({ total: 60 - rejects.size, totalIsEstimate: false });
      pages.push(answer.data.map((item) => item.id));
    }
    const listed = pages.flat();
    expect(listed).toEqual(Array.from({ length: 60 }, (_, index) => 1001 + index).filter((id) => !rejects.has(id)));
  });

  it('leaves out a page row the domain rejects although the SQL was sure', async () => {
    const { search } = setUp({ size: 30 }, new Set([1003]));
    const answer = await search(query({ limit: 5 }));
    expect(answer.data.map((item) => item.id)).toEqual([1001, 1002, 1004, 1005]);
    expect(answer.meta.total).toBe(29);
  });

  it('scans in growing chunks while a price filter keeps too few', async () => {
    const { search, scans } = setUp({ size: 3_000, perNight: (position) => (position > 2_500 ? 50 : 100) });
    const answer = await search(query({ 'price[lte]': 60 }));
    expect(answer.data.map((item) => item.id)).toEqual(Array.from({ length: 11 }, (_, index) => 3501 + index));
    expect(scans.map((scan) => scan.limit)).toEqual([32, 64, 128, 256, 512, 1024, 1024]);
    expect(answer.meta).toMatchObject({ total: 500, totalIsEstimate: false, priceRange: { min: 50, max: 100, currency: 'EUR' } });
  });
});
