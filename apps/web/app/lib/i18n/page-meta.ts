import { fallbackLanguage, supportedLanguages } from '@direct/i18n';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root-data.ts';
import { languageParam } from './detect-language.ts';
import { withoutLanguagePrefix } from './language-links.ts';
import { pageTextsOf, withPageTexts } from './page-texts.ts';
import { translatorFor } from './translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';

type MatchLike = { id: string; loaderData: unknown } | undefined;

// The root's data with the page's own texts added to its locale, so a meta function translates
// the page's texts as its component does.
export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root && { ...root, locale: withPageTexts(root.locale, pageTextsOf(matches)) };
}

export type PageMetaOptions = {
  noindex?: boolean;
  // The page's address; with it the page gets canonical, hreflang and og:url links.
  location?: { pathname: string; search: string };
  // Overrides of the brand's site description (e.g. a route's SEO descriptions).
  description?: string | null;
  facebookDescription?: string | null;
  twitterDescription?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  extra?: MetaDescriptor[];
};

// Query parameters that make a different page; everything else (tracking, lng) is left out of
// the canonical address.
const pageParams = ['page'];

// The page's address on the brand's primary host name (else the host it was asked on), in one
// language: ?lng= is the language source that works on every path. The fallback language's
// address is the bare one (what a visitor without a language choice, a crawler, gets), so the
// canonical link of a page opened without ?lng= is that page itself and the hreflang set (which
// includes it, and x-default) agrees with it: search engines drop a canonical that points to
// another hreflang address.
export function pageUrl(
  origin: string,
  location: { pathname: string; search: string },
  lng?: string,
): string {
  const current = new URLSearchParams(location.search);
  const params = new URLSearchParams();
  for (const key of pageParams) {
    const value = current.get(key);
    if (value !== null && value !== '1') params.set(key, value);
  }
  if (lng && lng !== fallbackLanguage) params.set(languageParam, lng);
  const query = params.toString();
  return `${origin}${withoutLanguagePrefix(location.pathname)}${query ? `?${query}` : ''}`;
}

export function siteOrigin(root: { brand: Pick<RootData['brand'], 'primaryHostname'>; origin: string }): string {
  const primary = root.brand.primaryHostname;
  if (!primary) return root.origin;
  // Asked on the primary host itself: keep the request's scheme and port (local set-ups).
  if (new URL(root.origin).hostname === primary) return root.origin;
  return `https://${primary}`;
}

// "<page> · <brand>", descriptions, canonical, hreflang alternates, Open Graph and Twitter tags.
export function brandPageMeta(
  matches: readonly MatchLike[],
  pageTitle: (t: TFunction) => string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const t = translatorFor(root.locale);
  const brand = root.brand.name;
  const title = t('meta.pageTitle', { page: pageTitle(t), brand });
  const description = options.description || t('meta.siteDescription', { brand });
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
  if (!options.location) return tags;

  const origin = siteOrigin(root);
  const url = pageUrl(origin, options.location, root.locale.lng);
  const image = options.image ? absolute(origin, options.image) : undefined;
  const facebookDescription = options.facebookDescription || description;
  const twitterDescription = options.twitterDescription || description;
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    ...supportedLanguages.map((lng) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: lng,
      href: pageUrl(origin, options.location!, lng),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, options.location) },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: facebookDescription },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: root.locale.lng },
    // X reads the title, description and image from Open Graph when its own tags are absent, so
    // it gets its own only where it differs (bytes on every page, issue 10's 40 KB).
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(twitterDescription !== facebookDescription ? [{ name: 'twitter:description', content: twitterDescription }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(options.extra ?? []),
  );
  return tags;
}

export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
