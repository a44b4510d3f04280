import type { Brand } from '@direct/contracts';
import { useRouteLoaderData } from 'react-router';
import type { LocaleData } from './i18n/locale.ts';

// What the browser renders of the brand (header, footer, theme, contact details, canonical host,
// the search filters' currency); its ids, aliases and listing settings stay on the server.
export type SiteBrand = Pick<Brand, 'name' | 'tagline' | 'theme' | 'logoUrl' | 'currency' | 'contactEmail' | 'contactPhone' | 'primaryHostname'>;

export function siteBrand({ name, tagline, theme, logoUrl, currency, contactEmail, contactPhone, primaryHostname }: Brand): SiteBrand {
  return { name, tagline, theme, logoUrl, currency, contactEmail, contactPhone, primaryHostname };
}

// The root loader's answer: what every page of a brand needs.
export type RootData = {
  brand: SiteBrand;
  locale: LocaleData;
  year: number;
  // Origin the page was asked on; canonical links prefer the brand's primary host name.
  origin: string;
  // Where the browser loads map tiles from (MAP_TILE_URL) and the credit line they require.
  map: { tileUrl: string; attribution: string };
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
