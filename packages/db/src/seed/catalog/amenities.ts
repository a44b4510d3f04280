// The amenity catalogue. Labels live in the i18n catalogs (amenity.<code>); ids are stable.
export const amenitySeeds = [
  { id: 1, code: 'wifi', category: 'essentials' },
  { id: 2, code: 'kitchen', category: 'essentials' },
  { id: 3, code: 'washer', category: 'essentials' },
  { id: 4, code: 'workspace', category: 'essentials' },
  { id: 5, code: 'air_conditioning', category: 'comfort' },
  { id: 6, code: 'heating', category: 'comfort' },
  { id: 7, code: 'fireplace', category: 'comfort' },
  { id: 8, code: 'tv', category: 'entertainment' },
  { id: 9, code: 'dishwasher', category: 'kitchen' },
  { id: 10, code: 'coffee_machine', category: 'kitchen' },
  { id: 11, code: 'parking', category: 'transport' },
  { id: 12, code: 'ev_charger', category: 'transport' },
  { id: 13, code: 'pool', category: 'outdoor' },
  { id: 14, code: 'hot_tub', category: 'outdoor' },
  { id: 15, code: 'balcony', category: 'outdoor' },
  { id: 16, code: 'garden', category: 'outdoor' },
  { id: 17, code: 'bbq', category: 'outdoor' },
  { id: 18, code: 'sea_view', category: 'views' },
  { id: 19, code: 'mountain_view', category: 'views' },
  { id: 20, code: 'ski_in_ski_out', category: 'location' },
  { id: 21, code: 'pets_allowed', category: 'policies' },
  { id: 22, code: 'crib', category: 'family' },
  { id: 23, code: 'elevator', category: 'accessibility' },
  { id: 24, code: 'wheelchair_accessible', category: 'accessibility' },
  { id: 25, code: 'gym', category: 'facilities' },
] as const;

export type AmenityCode = (typeof amenitySeeds)[number]['code'];

const idByCode = new Map<string, number>(amenitySeeds.map((a) => [a.code, a.id]));

export function amenityId(code: AmenityCode): number {
  return idByCode.get(code) as number;
}

// Every home has these; property seeds list only what sets them apart.
export const baseAmenities: readonly AmenityCode[] = ['wifi', 'heating', 'tv'];
