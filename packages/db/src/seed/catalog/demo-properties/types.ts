import type { AmenityCode } from '../amenities.ts';

export type PropertyKind =
  | 'apartment'
  | 'studio'
  | 'loft'
  | 'house'
  | 'townhouse'
  | 'villa'
  | 'chalet'
  | 'guesthouse'
  | 'hotel'
  | 'hostel'
  | 'aparthotel';

export type UnitTypeSeed = {
  name: string;
  description: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  baseOccupancy: number;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  sizeM2: number;
  units: number;
  // Reference nightly price (minor units) in an average month; the season calendar moves it.
  priceMinor: number;
};

export type DemoPropertySeed = {
  id: number;
  hostId: number;
  cityId: number;
  // Must name one of the city's areas in destinations.ts.
  area: string;
  name: string;
  kind: PropertyKind;
  summary: string;
  highlights: string;
  amenities: AmenityCode[];
  unitTypes: UnitTypeSeed[];
  featured?: boolean;
  inactive?: boolean;
  // Every unit deactivated (restoration): exercises the unit_count > 0 filter.
  noActiveUnits?: boolean;
  // Not offered on the shared-listing domain.
  notDirect?: boolean;
  breakfastPlan?: boolean;
  petsAllowed?: boolean;
  arrivalRule?: 'no_sunday_arrivals';
  departureRule?: 'no_sunday_departures';
  // Saturday-to-Saturday stays in peak season (ski chalets, beach villas).
  peakChangeover?: 'saturday';
  maxStay?: number;
};

type UnitShape = Omit<UnitTypeSeed, 'name' | 'description' | 'units' | 'priceMinor'>;

// Typical shapes, so property seeds read like listings rather than tables of numbers.
export const shapes = {
  dormBed: { maxAdults: 1, maxChildren: 0, maxOccupancy: 1, baseOccupancy: 1, bedrooms: 1, bathrooms: 1, beds: 1, sizeM2: 6 },
  double: { maxAdults: 2, maxChildren: 0, maxOccupancy: 2, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 1, sizeM2: 20 },
  studio: { maxAdults: 2, maxChildren: 1, maxOccupancy: 3, baseOccupancy: 2, bedrooms: 0, bathrooms: 1, beds: 1, sizeM2: 32 },
  oneBed: { maxAdults: 2, maxChildren: 2, maxOccupancy: 4, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 2, sizeM2: 52 },
  twoBed: { maxAdults: 4, maxChildren: 2, maxOccupancy: 5, baseOccupancy: 4, bedrooms: 2, bathrooms: 1, beds: 3, sizeM2: 78 },
  threeBed: { maxAdults: 6, maxChildren: 2, maxOccupancy: 7, baseOccupancy: 4, bedrooms: 3, bathrooms: 2, beds: 4, sizeM2: 115 },
  fourBed: { maxAdults: 8, maxChildren: 2, maxOccupancy: 9, baseOccupancy: 6, bedrooms: 4, bathrooms: 3, beds: 5, sizeM2: 170 },
  fiveBed: { maxAdults: 10, maxChildren: 2, maxOccupancy: 10, baseOccupancy: 8, bedrooms: 5, bathrooms: 4, beds: 6, sizeM2: 240 },
} satisfies Record<string, UnitShape>;

export function unitType(
  name: string,
  shape: UnitShape,
  details: { description: string; units?: number; priceMinor: number } & Partial<UnitShape>,
): UnitTypeSeed {
  const { description, units = 1, priceMinor, ...overrides } = details;
  return { name, description, units, priceMinor, ...shape, ...overrides };
}
