import { alpineCities } from './alps.ts';
import { mediterraneanCities } from './mediterranean.ts';
import { portugalCities } from './portugal.ts';
import type { CitySeed } from './types.ts';

export type { AreaSeed, CitySeed, SceneKind, SeasonProfile, TouristTaxSeed } from './types.ts';

export const countrySeeds = [
  { id: 1, code: 'PT', name: 'Portugal' },
  { id: 2, code: 'CH', name: 'Switzerland' },
  { id: 3, code: 'AT', name: 'Austria' },
  { id: 4, code: 'ES', name: 'Spain' },
  { id: 5, code: 'IT', name: 'Italy' },
] as const;

export const citySeeds: readonly CitySeed[] = [...portugalCities, ...alpineCities, ...mediterraneanCities].sort((a, b) => a.id - b.id);

export function cityById(id: number): CitySeed {
  const city = citySeeds.find((c) => c.id === id);
  if (!city) throw new RangeError(`Unknown demo city ${id}`);
  return city;
}
