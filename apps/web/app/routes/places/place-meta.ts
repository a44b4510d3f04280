import type { MetaDescriptor } from 'react-router';
import { brandPageMeta, pageUrl, rootDataFrom, siteOrigin } from '../../lib/i18n/page-meta.ts';
import { translatorFor } from '../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';
import type { ListPage } from './json-ld.ts';
import type { loadPlacePage } from './place-page.server.ts';

type MetaArgs = { matches: Parameters<typeof rootDataFrom>[0]; location: { pathname: string; search: string } };
type PlacePage = Pick<Awaited<ReturnType<typeof loadPlacePage>>, 'route' | 'properties' | 'meta'>;

// The head of a city or host page: title (with the page number past the first), descriptions,
// image and the place's JSON-LD. The two pages differ only in their texts, picture and schema.
export function placePageMeta(
  { matches, location }: MetaArgs,
  { route, properties, meta }: PlacePage,
  place: {
    heading: (t: TFunction) => string;
    listName: (t: TFunction) => string;
    description: string | null;
    image: string | undefined;
    jsonLd: (common: { origin: string; url: string; listName: string; list: ListPage; lng: string }) => object;
  },
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const t = translatorFor(root.locale);
  const origin = siteOrigin(root);
  const heading = place.heading(t);
  const jsonLd = place.jsonLd({
    origin,
    url: pageUrl(origin, location, root.locale.lng),
    listName: place.listName(t),
    list: { properties, total: meta.total, offset: (meta.page - 1) * meta.limit },
    lng: root.locale.lng,
  });
  return brandPageMeta(matches, () => (meta.page > 1 ? t('pagination.titled', { title: heading, page: meta.page }) : heading), {
    location,
    description: place.description,
    facebookDescription: route.facebookDescription,
    twitterDescription: route.twitterDescription,
    image: place.image,
    extra: [{ 'script:ld+json': jsonLd }],
  });
}
