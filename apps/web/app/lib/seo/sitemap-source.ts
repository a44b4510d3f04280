import { supportedLanguages } from '@direct/i18n';
import type { SitemapResponse } from '@direct/contracts';
import {
  buildSitemapIndex,
  buildUrlset,
  maxUrlsPerFile,
  planSitemap,
  staticPages as defaultStaticPages,
  urlsPerPage,
  type SitemapPage,
} from './sitemap.ts';

// One request for /sitemap.xml[?page=N]: reads the brand's SEO routes from the API in chunks and
// answers the urlset, the index, or null (no such file: a 404).

export type FetchRoutes = (page: number, limit: number) => Promise<SitemapResponse>;

export type SitemapOptions = {
  origin: string;
  // ?page= as sent: null for /sitemap.xml itself.
  page: string | null;
  fetchRoutes: FetchRoutes;
  chunk?: number;
  maxUrls?: number;
  staticPages?: readonly SitemapPage[];
  languages?: readonly string[];
};

export async function sitemapXml(options: SitemapOptions): Promise<string | null> {
  const chunk = options.chunk ?? 5000;
  const statics = options.staticPages ?? defaultStaticPages;
  const languages = options.languages ?? supportedLanguages;
  let file: number | undefined;
  if (options.page !== null) {
    if (!/^[1-9]\d{0,5}$/.test(options.page)) return null;
    file = Number(options.page);
  }
  const first = await options.fetchRoutes(1, chunk);
  const plan = planSitemap({
    routes: first.meta.total,
    staticPages: statics.length,
    urlsPerPage: urlsPerPage(languages),
    chunk,
    maxUrls: options.maxUrls ?? maxUrlsPerFile,
  });
  // A page route the API knows with the path of a static page is listed once, as the static page.
  const staticPaths = new Set(statics.map((page) => page.path));
  const toPages = (answer: SitemapResponse): SitemapPage[] =>
    answer.data
      .filter((entry) => !staticPaths.has(entry.completeRoute))
      .map((entry) => ({ path: entry.completeRoute, lastmod: entry.updatedAt }));

  if (plan.kind === 'single') {
    // ?page=1 of a one-file sitemap is the same file; any other number does not exist.
    if (file !== undefined && file !== 1) return null;
    const chunks = Math.ceil(first.meta.total / chunk);
    const rest = await Promise.all(range(2, chunks).map((page) => options.fetchRoutes(page, chunk)));
    return buildUrlset(options.origin, [...statics, ...[first, ...rest].flatMap(toPages)], languages);
  }

  if (file === undefined) return buildSitemapIndex(options.origin, plan.files);
  if (file > plan.files) return null;
  const firstChunk = (file - 1) * plan.chunksPerFile + 1;
  const answers = await Promise.all(
    range(firstChunk, firstChunk + plan.chunksPerFile - 1).map((page) => (page === 1 ? first : options.fetchRoutes(page, chunk))),
  );
  return buildUrlset(options.origin, [...(file === 1 ? statics : []), ...answers.flatMap(toPages)], languages);
}

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
