import type { HostProperty, HostPropertyReferences } from '@direct/contracts';
import { useRouteLoaderData } from 'react-router';
import type { MapTiles } from './components/location-picker.tsx';

// The property frame's data (property.route.tsx), read by each section.
export type PropertyData = { property: HostProperty; references: HostPropertyReferences; tiles: MapTiles };

export function usePropertyData(): PropertyData {
  const data = useRouteLoaderData('routes/properties/property.route') as PropertyData | undefined;
  if (!data) throw new Error('usePropertyData() used outside a property’s pages');
  return data;
}
