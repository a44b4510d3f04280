// The demo destinations: real cities, areas and street names, coordinates near each centre.
// Taxes follow each city's rules in simplified form (amounts in minor units of the local currency).

export type SceneKind = 'coast' | 'alpine' | 'oldtown';
// Price and minimum-stay calendars (see rate-calendar.ts).
export type SeasonProfile = 'atlantic' | 'mediterranean' | 'alpine' | 'alpine_city' | 'art_city';

export type TouristTaxSeed = {
  name: string;
  amountMinor: number;
  maxNights: number | null;
  appliesToChildren: boolean;
};

export type AreaSeed = {
  name: string;
  latitude: number;
  longitude: number;
  postalCodes: readonly string[];
  streets: readonly string[];
};

export type CitySeed = {
  id: number;
  countryCode: string;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  timezone: string;
  currency: 'EUR' | 'CHF';
  scene: SceneKind;
  // A river, lake or sea in the old-town skyline (Lisbon's Tagus, Porto's Douro).
  hasWater: boolean;
  season: SeasonProfile;
  touristTax: TouristTaxSeed;
  vatPercent: number;
  transfer: { label: string; amountMinor: number };
  areas: readonly AreaSeed[];
};
