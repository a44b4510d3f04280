import { languageFromPath } from '../../lib/i18n/detect-language.ts';
import { seoPathOf } from './seo-path.ts';

// Where to send a guest who opened an SEO page at another spelling of its address (a trailing
// slash, other letter case): the route's own path, in the same language prefix, with the same
// query. null when the address already is the route's.
export function canonicalRedirect(url: URL, completeRoute: string): string | null {
  if (seoPathOf(url.pathname) === completeRoute && !url.pathname.endsWith('/')) return null;
  const lng = languageFromPath(url.pathname);
  const path = encodeURI(completeRoute);
  const target = `${lng ? `/${lng}` : ''}${path}${url.search}`;
  return target === `${url.pathname}${url.search}` ? null : target;
}
