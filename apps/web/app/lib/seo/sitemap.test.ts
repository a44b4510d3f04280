import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildSitemapIndex, buildUrlset, escapeXml, lastmodOf, planSitemap } from './sitemap.ts';

const origin = 'https://lisbon.example';

describe('XML escaping', () => {
  it('escapes the five XML characters and drops characters XML does not allow', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('bell\u0007tab\tline\n')).toBe('belltab\tline\n');
  });

  it('percent-encodes addresses once, never twice', () => {
    expect(absoluteUrl(origin, '/stays/são-paulo/casa azul')).toBe('https://lisbon.example/stays/s%C3%A3o-paulo/casa%20azul');
    expect(absoluteUrl(origin, '/stays/s%C3%A3o-paulo')).toBe('https://lisbon.example/stays/s%C3%A3o-paulo');
    expect(absoluteUrl(origin, '/blog/x', 'de')).toBe('https://lisbon.example/blog/x?lng=de');
  });
});

describe('urlset', () => {
  const xml = buildUrlset(origin, [
    { path: '/' },
    { path: '/stays/lisbon/a&b-loft', lastmod: '2026-11-22T16:10:13.875Z' },
  ]);

  it('is a sitemaps.org urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists every page once per language at its canonical address (bare for the fallback language)', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://lisbon.example/',
      'https://lisbon.example/?lng=de',
      'https://lisbon.example/?lng=pt',
      'https://lisbon.example/stays/lisbon/a&amp;b-loft',
      'https://lisbon.example/stays/lisbon/a&amp;b-loft?lng=de',
      'https://lisbon.example/stays/lisbon/a&amp;b-loft?lng=pt',
    ]);
  });

  it('names every language version and x-default in each entry', () => {
    const entry = xml.split('<url>')[4]!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://lisbon.example/stays/lisbon/a&amp;b-loft"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://lisbon.example/stays/lisbon/a&amp;b-loft?lng=de"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="pt" href="https://lisbon.example/stays/lisbon/a&amp;b-loft?lng=pt"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://lisbon.example/stays/lisbon/a&amp;b-loft"/>');
  });

  it('gives lastmod only when it is known and valid', () => {
    expect(xml.match(/<lastmod>/g)).toHaveLength(3);
    expect(xml).toContain('<lastmod>2026-11-22T16:10:13.875Z</lastmod>');
    expect(lastmodOf('not a date')).toBeUndefined();
    expect(lastmodOf(null)).toBeUndefined();
  });
});

describe('sitemap index', () => {
  it('lists the numbered files on the brand origin', () => {
    const xml = buildSitemapIndex(origin, 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://lisbon.example/sitemap.xml?page=1',
      'https://lisbon.example/sitemap.xml?page=2',
    ]);
  });

  it('splits only past 50,000 addresses, whole API chunks per file, static pages in file 1', () => {
    // 3 languages: 16,666 pages fit in one file.
    expect(planSitemap({ routes: 16_660, staticPages: 6, urlsPerPage: 3, chunk: 5000 })).toEqual({ kind: 'single' });
    expect(planSitemap({ routes: 16_661, staticPages: 6, urlsPerPage: 3, chunk: 5000 })).toEqual({
      kind: 'index',
      files: 2,
      chunksPerFile: 3,
    });
    expect(planSitemap({ routes: 100_000, staticPages: 6, urlsPerPage: 3, chunk: 5000 })).toEqual({
      kind: 'index',
      files: 7,
      chunksPerFile: 3,
    });
    expect(() => planSitemap({ routes: 100, staticPages: 1, urlsPerPage: 3, chunk: 50, maxUrls: 30 })).toThrow();
  });
});
