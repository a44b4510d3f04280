import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root-data.ts';
import { getI18n } from './i18n-instance.ts';

type MatchLike = { id: string; loaderData: unknown } | undefined;

export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

// "<page> · <brand>" and the brand's description, in the page's language.
export function brandPageMeta(
  matches: readonly MatchLike[],
  pageTitle: (t: TFunction) => string,
  { noindex = false }: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const t = getI18n(root.locale).getFixedT(root.locale.lng);
  const brand = root.brand.name;
  return [
    { title: t('meta.pageTitle', { page: pageTitle(t), brand }) },
    { name: 'description', content: t('meta.siteDescription', { brand }) },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
