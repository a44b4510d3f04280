import type { Brand } from '@direct/contracts';
import { useRouteLoaderData } from 'react-router';
import type { FontStylesheet } from './brand/font-files.ts';
import type { Texts } from '@direct/i18n';
import type { LocaleData } from './i18n/locale.ts';
import type { MeasurementData } from './measurement/measurement-data.ts';

// What the browser renders of the brand (header, footer, theme, contact details, canonical host,
// the search filters' currency); its ids, aliases and listing settings stay on the server.
// `tagline` is already the page language's (else the default language's), and so is the postal
// address's country name: named here on the server, the browser's hydration of every page's footer
// doesn't load the display-names data (about 20 ms of main thread, 80 ms on a throttled phone).
// Of the theme only the logo text: its colours and fonts reach the page as themeVariables.
export type SiteBrand = Pick<Brand, 'name' | 'tagline' | 'logoUrl' | 'currency' | 'contactEmail' | 'contactPhone' | 'primaryHostname'> & {
  logoText: string;
  postalAddress: (NonNullable<Brand['postalAddress']> & { countryName: string }) | null;
};

export function siteBrand(
  { name, tagline, taglines, theme, logoUrl, currency, contactEmail, contactPhone, postalAddress, primaryHostname }: Brand,
  language: string,
): SiteBrand {
  const translated = taglines[language as keyof typeof taglines];
  return {
    name,
    tagline: translated || tagline,
    logoText: theme.logoText,
    logoUrl,
    currency,
    contactEmail,
    contactPhone,
    postalAddress: postalAddress && { ...postalAddress, countryName: countryName(postalAddress.country, language) },
    primaryHostname,
  };
}

// The country's name in the page's language (PT → Portugal, Portugal, Portugal; DE → Germany, Deutschland, Alemanha).
// One Intl.DisplayNames per language: making one costs far more than asking it (every page's root data).
const regionNames = new Map<string, Intl.DisplayNames>();
export function countryName(code: string, language: string): string {
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

// The host console's live preview of its unsaved look (lib/brand/brand-preview.ts).
export type BrandPreviewData = { consoleOrigin: string; defaultLanguage: string };

// The root loader's answer: what every page of a brand needs.
export type RootData = {
  brand: SiteBrand;
  locale: LocaleData;
  year: number;
  // Origin the page was asked on; canonical links prefer the brand's primary host name.
  origin: string;
  // Where the browser loads map tiles from (MAP_TILE_URL) and the credit line they require.
  map: { tileUrl: string; attribution: string };
  // The brand's colours and fonts as CSS custom properties for <html style> (theme-style.ts).
  // Absent in the browser: read back from that attribute (served-theme.ts).
  themeVariables: Record<`--${string}`, string> | undefined;
  // The chosen fonts' stylesheets and their metric-matched fallbacks (decision 0020).
  fonts: { stylesheets: FontStylesheet[]; fallbackFaces: string };
  // Only when the console frames the page as its preview (?brandPreview).
  preview: BrandPreviewData | null;
  // The brand's measurement tags and the guest's cookie choice; null when it has none (decision 0033).
  measurement: MeasurementData | null;
  // The brand's error page's texts, for the server's render (not in a document's data; decision 0052).
  errorPageTexts?: Texts;
};

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

// For components that only ever render inside the brand shell.
export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error('useRootData() used outside the brand shell');
  return data;
}
