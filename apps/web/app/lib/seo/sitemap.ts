import { fallbackLanguage, supportedLanguages } from '@direct/i18n';
import { languageParam } from '../i18n/detect-language.ts';

// sitemap.xml as text (https://www.sitemaps.org/protocol.html): a <urlset> of one brand's pages
// or, for a brand with more addresses than one file may hold, a <sitemapindex> of numbered files.
// Every page is listed once per language at its canonical address (?lng=…, bare for the fallback
// language, as the pages' own canonical links say), each entry naming all language versions and x-default as alternates
// (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).

export const maxUrlsPerFile = 50_000;

// A page of the site: its path and, when known, its last change (ISO 8601).
export type SitemapPage = { path: string; lastmod?: string | null };

// The pages every brand has besides its SEO routes; search results are not for indexing.
export const staticPages: readonly SitemapPage[] = [
  { path: '/' },
  { path: '/explore' },
  { path: '/destinations' },
  { path: '/hosts' },
  { path: '/blog' },
  { path: '/contact' },
];

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped rather than breaking the file.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => xmlEntities[c]!);
}

// An absolute, percent-encoded address on the brand's origin (non-ASCII, spaces…), without
// encoding twice what is already encoded.
export function absoluteUrl(origin: string, path: string, lng?: string): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, origin);
  if (lng && lng !== fallbackLanguage) url.searchParams.set(languageParam, lng);
  return url.href;
}

// W3C datetime for <lastmod>; anything unparseable is left out.
export function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function urlsPerPage(languages: readonly string[] = supportedLanguages): number {
  return languages.length;
}

export function buildUrlset(origin: string, pages: readonly SitemapPage[], languages: readonly string[] = supportedLanguages): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...languages.map((lng) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(lng)}" href="${escapeXml(absoluteUrl(origin, page.path, lng))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origin, page.path))}"/>`,
    ];
    const lastmod = lastmodOf(page.lastmod);
    for (const lng of languages) {
      lines.push(
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(origin, page.path, lng))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function buildSitemapIndex(origin: string, files: number, lastmod?: string | null): string {
  const when = lastmodOf(lastmod);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (let file = 1; file <= files; file++) {
    lines.push(
      '  <sitemap>',
      `    <loc>${escapeXml(`${absoluteUrl(origin, '/sitemap.xml')}?page=${file}`)}</loc>`,
      ...(when ? [`    <lastmod>${when}</lastmod>`] : []),
      '  </sitemap>',
    );
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

// How a brand's pages are split. The API is read in chunks of `chunk` routes; a file holds a
// whole number of chunks, so file N is exactly API pages (N-1)·k+1 … N·k. The static pages are
// in file 1 (or in the only file).
export type SitemapPlan =
  | { kind: 'single' }
  | { kind: 'index'; files: number; chunksPerFile: number };

export function planSitemap(options: {
  routes: number;
  staticPages: number;
  urlsPerPage: number;
  chunk: number;
  maxUrls?: number;
}): SitemapPlan {
  const maxUrls = options.maxUrls ?? maxUrlsPerFile;
  const pagesPerFile = Math.floor(maxUrls / options.urlsPerPage);
  if (options.routes + options.staticPages <= pagesPerFile) return { kind: 'single' };
  const chunksPerFile = Math.floor((pagesPerFile - options.staticPages) / options.chunk);
  if (chunksPerFile < 1) throw new Error('sitemap chunk is larger than a file can hold');
  return { kind: 'index', files: Math.ceil(options.routes / (chunksPerFile * options.chunk)), chunksPerFile };
}
