import { SitemapResponse } from '@direct/contracts';
import { api } from '../../lib/api/api.server.ts';
import { pageStatusFor } from '../../lib/api/route-errors.server.ts';
import { siteOrigin } from '../../lib/i18n/page-meta.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import { sitemapXml } from '../../lib/seo/sitemap-source.ts';
import type { Route } from './+types/sitemap-xml.route';

// /sitemap.xml of the brand this host name serves (the root middleware has resolved it; an
// unregistered host never gets here). ?page=N: one file of a sitemap index.
export async function loader({ context, request }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const url = new URL(request.url);
  const origin = siteOrigin({ brand, origin: url.origin });
  let xml: string | null;
  try {
    xml = await sitemapXml({
      origin,
      page: url.searchParams.get('page'),
      fetchRoutes: (page, limit) =>
        api.request({ path: '/apis/sitemap', query: { brand: brand.id, page, limit }, schema: SitemapResponse, signal: request.signal }),
    });
  } catch (error) {
    const status = pageStatusFor(error);
    if (status !== 404) console.error('sitemap not built', error);
    return text(status === 404 ? 'Not found' : 'Sitemap temporarily unavailable', status === 404 ? 404 : 503);
  }
  if (xml === null) return text('Not found', 404);
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Crawlers come back daily at most; an hour keeps the API's work small and the file fresh.
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}

function text(body: string, status: number) {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '300' } : {}) },
  });
}
