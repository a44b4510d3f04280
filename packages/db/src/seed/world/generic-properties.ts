import type { AmenityCode } from '../catalog/amenities.ts';
import { cityById, type CitySeed } from '../catalog/destinations/index.ts';
import { shapes, unitType } from '../catalog/demo-properties/types.ts';
import type { DemoPropertySeed, PropertyKind, UnitTypeSeed } from '../catalog/demo-properties/index.ts';
import { bedroomWords, propertyAdjectives } from '../catalog/generic-names.ts';
import { createRng, type Rng } from '../prng.ts';
import { propertyKindLabel } from './image-plans.ts';

// Generated properties for large seeds: the same shapes as the demo set, spread over the cities.

const kindsBySetting: Record<CitySeed['scene'], readonly PropertyKind[]> = {
  coast: ['apartment', 'apartment', 'studio', 'villa', 'house', 'loft', 'aparthotel'],
  alpine: ['apartment', 'apartment', 'chalet', 'studio', 'chalet', 'house', 'aparthotel'],
  oldtown: ['apartment', 'apartment', 'studio', 'loft', 'townhouse', 'apartment', 'aparthotel'],
};

// Nightly price level relative to Lisbon (Swiss cities in CHF).
const priceLevel: Record<number, number> = { 1: 1, 2: 0.9, 3: 1, 4: 2.4, 5: 1.6, 6: 1, 7: 1.15, 8: 1.1 };

const shapeByBedrooms = [shapes.studio, shapes.oneBed, shapes.twoBed, shapes.threeBed, shapes.fourBed, shapes.fiveBed] as const;
const basePrice = [7500, 10500, 14500, 20000, 29000, 40000] as const;

const amenitiesBySetting: Record<CitySeed['scene'], readonly AmenityCode[]> = {
  coast: ['pool', 'sea_view', 'balcony', 'air_conditioning', 'bbq', 'garden', 'parking', 'washer', 'dishwasher', 'crib', 'coffee_machine', 'workspace'],
  alpine: ['mountain_view', 'fireplace', 'hot_tub', 'balcony', 'parking', 'washer', 'dishwasher', 'crib', 'ski_in_ski_out', 'ev_charger', 'coffee_machine', 'gym'],
  oldtown: ['air_conditioning', 'balcony', 'elevator', 'washer', 'dishwasher', 'workspace', 'coffee_machine', 'crib', 'wheelchair_accessible', 'parking'],
};

function bedroomsFor(kind: PropertyKind, rng: Rng): number {
  switch (kind) {
    case 'studio':
      return 0;
    case 'loft':
      return 1;
    case 'apartment':
      return rng.pick([1, 1, 2, 2, 3]);
    case 'house':
    case 'townhouse':
      return rng.pick([2, 3, 3, 4]);
    default:
      return rng.pick([3, 4, 4, 5]);
  }
}

function price(base: number, city: CitySeed, kind: PropertyKind, rng: Rng): number {
  const premium = kind === 'villa' || kind === 'chalet' ? 1.25 : 1;
  return Math.round((base * (priceLevel[city.id] ?? 1) * premium * (0.85 + rng.next() * 0.3)) / 100) * 100;
}

function unitTypesFor(kind: PropertyKind, bedrooms: number, city: CitySeed, rng: Rng): UnitTypeSeed[] {
  if (kind === 'aparthotel') {
    return [
      unitType('Studio', shapes.studio, {
        description: 'Double bed, kitchenette and a shower room.',
        units: rng.int(2, 5),
        priceMinor: price(basePrice[0], city, kind, rng),
      }),
      unitType('One-Bedroom Apartment', shapes.oneBed, {
        description: 'A double bedroom, living room with sofa bed and a full kitchen.',
        units: rng.int(2, 4),
        priceMinor: price(basePrice[1], city, kind, rng),
      }),
    ];
  }
  const kindWord = propertyKindLabel(kind).replace(/^\w/, (c) => c.toUpperCase());
  const label = bedrooms === 0 ? 'Studio' : `${bedroomWords[bedrooms]} ${kindWord}`;
  return [
    unitType(label, shapeByBedrooms[bedrooms] as (typeof shapeByBedrooms)[number], {
      description: bedrooms === 0 ? 'Open-plan studio with a double bed and kitchenette.' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}, a living room and a full kitchen.`,
      priceMinor: price(basePrice[bedrooms] as number, city, kind, rng),
    }),
  ];
}

export function generateProperty(id: number, hostId: number, cityId: number): DemoPropertySeed {
  const rng = createRng('generic-property', id);
  const city = cityById(cityId);
  const area = rng.pick(city.areas);
  const kind = rng.pick(kindsBySetting[city.scene]);
  const bedrooms = bedroomsFor(kind, rng);
  const adjective = rng.pick(propertyAdjectives);
  const kindWord = propertyKindLabel(kind).replace(/^\w/, (c) => c.toUpperCase());
  const name =
    kind === 'aparthotel'
      ? `${adjective} ${area.name} Apartments`
      : kind === 'studio'
        ? `${adjective} Studio in ${area.name}`
        : `${adjective} ${bedroomWords[bedrooms]} ${kindWord} in ${area.name}`;
  const amenities = rng.sample(amenitiesBySetting[city.scene], rng.int(3, 7));
  if (!amenities.includes('kitchen')) amenities.unshift('kitchen');
  const petsAllowed = kind !== 'aparthotel' && rng.chance(0.15);
  if (petsAllowed) amenities.push('pets_allowed');
  const seed: DemoPropertySeed = {
    id,
    hostId,
    cityId,
    area: area.name,
    name,
    kind,
    summary: `A ${adjective.toLowerCase()} ${propertyKindLabel(kind)} in ${area.name}, ${city.name}, looked after by a local host.`,
    highlights: `${area.name} is one of the most pleasant corners of ${city.name}; shops, cafés and public transport are a short walk away.`,
    amenities,
    unitTypes: unitTypesFor(kind, bedrooms, city, rng),
    petsAllowed,
  };
  if (rng.chance(0.04)) seed.featured = true;
  // About 1% inactive and 1% with every unit deactivated, to keep the list filters honest.
  const status = rng.next();
  if (status < 0.01) seed.inactive = true;
  else if (status < 0.02) seed.noActiveUnits = true;
  if (rng.chance(0.05)) seed.notDirect = true;
  if (kind === 'aparthotel' ? rng.chance(0.5) : rng.chance(0.05)) seed.breakfastPlan = true;
  if (rng.chance(0.1)) seed.arrivalRule = 'no_sunday_arrivals';
  if (rng.chance(0.06)) seed.departureRule = 'no_sunday_departures';
  if ((kind === 'villa' || kind === 'chalet') && rng.chance(0.4)) seed.peakChangeover = 'saturday';
  const maxStay = rng.pick([0, 0, 0, 21, 28, 30]);
  if (maxStay) seed.maxStay = maxStay;
  return seed;
}
