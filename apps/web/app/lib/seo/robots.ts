import { supportedLanguages } from '@direct/i18n';

// robots.txt of a brand's site: everything may be crawled except the browser's JSON resources
// and search results with a query (endless combinations of the same properties), in every
// language prefix; the sitemap is named on the brand's own origin.
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...supportedLanguages.map((lng) => `/${lng}`)];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /resources/',
    ...prefixes.map((prefix) => `Disallow: ${prefix}/search?`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
