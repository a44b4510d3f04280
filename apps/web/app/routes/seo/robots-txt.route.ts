import { siteOrigin } from '../../lib/i18n/page-meta.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import { robotsTxt } from '../../lib/seo/robots.ts';
import type { Route } from './+types/robots-txt.route';

// /robots.txt of the brand this host name serves (an unregistered host gets the platform's 404
// from the root middleware).
export function loader({ context, request }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const origin = siteOrigin({ brand, origin: new URL(request.url).origin });
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
