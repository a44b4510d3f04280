import type { SitemapEntry } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { sitemapXml, type FetchRoutes } from './sitemap-source.ts';

const origin = 'http://lisbon-stays.localhost:3000';

// A stand-in for GET /apis/sitemap over `total` routes /stays/p1 … /stays/pN.
function routes(total: number): { fetchRoutes: FetchRoutes; calls: [number, number][] } {
  const calls: [number, number][] = [];
  const all: SitemapEntry[] = Array.from({ length: total }, (_, index) => ({
    completeRoute: `/stays/p${index + 1}`,
    entityType: 'property',
    updatedAt: null,
  }));
  return {
    calls,
    fetchRoutes: async (page, limit) => {
      calls.push([page, limit]);
      return { data: all.slice((page - 1) * limit, page * limit), meta: { total, page, limit } };
    },
  };
}

const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<?]+)<\/loc>/g)].map((m) => m[1]!.replace(origin, ''));

describe('sitemap.xml', () => {
  it('is one urlset with the static pages and every route when they fit', async () => {
    const api = routes(7);
    const xml = await sitemapXml({ origin, page: null, fetchRoutes: api.fetchRoutes, chunk: 3 });
    expect(locs(xml)).toEqual(['/', '/explore', '/destinations', '/hosts', '/blog', '/contact', ...Array.from({ length: 7 }, (_, i) => `/stays/p${i + 1}`)]);
    expect(api.calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(await sitemapXml({ origin, page: '1', fetchRoutes: api.fetchRoutes, chunk: 3 })).toBe(xml);
    expect(await sitemapXml({ origin, page: '2', fetchRoutes: api.fetchRoutes, chunk: 3 })).toBeNull();
  });

  it('becomes an index of files when the addresses exceed a file', async () => {
    // 30 addresses a file at 3 languages: 10 pages; 2 static pages + chunks of 4 → 2 chunks a file.
    const options = { origin, fetchRoutes: routes(20).fetchRoutes, chunk: 4, maxUrls: 30, staticPages: [{ path: '/' }, { path: '/blog' }] };
    const index = await sitemapXml({ ...options, page: null });
    expect(index).toContain('<sitemapindex');
    expect([...index!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([1, 2, 3].map((n) => `${origin}/sitemap.xml?page=${n}`));

    expect(locs(await sitemapXml({ ...options, page: '1' }))).toEqual(['/', '/blog', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/stays/p${n}`)]);
    expect(locs(await sitemapXml({ ...options, page: '2' }))).toEqual([9, 10, 11, 12, 13, 14, 15, 16].map((n) => `/stays/p${n}`));
    expect(locs(await sitemapXml({ ...options, page: '3' }))).toEqual([17, 18, 19, 20].map((n) => `/stays/p${n}`));
    expect(await sitemapXml({ ...options, page: '4' })).toBeNull();
  });

  it('lists a static page once even when the API has a route for it', async () => {
    const fetchRoutes: FetchRoutes = async (page, limit) => ({
      data: [
        { completeRoute: '/contact', entityType: 'page', updatedAt: null },
        { completeRoute: '/about-us', entityType: 'page', updatedAt: '2026-01-02T03:04:05Z' },
      ],
      meta: { total: 2, page, limit },
    });
    const xml = await sitemapXml({ origin, page: null, fetchRoutes });
    expect(locs(xml).filter((path) => path === '/contact')).toHaveLength(1);
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });

  it('has no file for a page that is not a positive whole number', async () => {
    for (const page of ['0', '-1', 'x', '1.5', '', '99999999']) {
      expect(await sitemapXml({ origin, page, fetchRoutes: routes(1).fetchRoutes }), page).toBeNull();
    }
  });
});
