import { amenityId, baseAmenities, type AmenityCode } from '../catalog/amenities.ts';
import { cityById, type CitySeed } from '../catalog/destinations/index.ts';
import { demoPropertySeeds, type DemoPropertySeed, type PropertyKind } from '../catalog/demo-properties/index.ts';
import { createRng } from '../prng.ts';
import { slugify } from '../slug.ts';
import { requiresIdentityCheck } from './checkin.ts';
import { firstGeneratedHostId, propertiesPerGeneratedHost } from './generic-hosts.ts';
import { generateProperty } from './generic-properties.ts';
import type { AreaLookup } from './geo.ts';
import { planPropertyImages, type planImagePool } from './image-plans.ts';
import { describeProperty, houseRules } from './property-texts.ts';
import { planTranslatedTexts } from './property-texts-translated.ts';
import type { HostModel, IdSequence, PropertyModel, World } from './types.ts';

export const demoPropertyCount = demoPropertySeeds.length;

export function generatedHostCountFor(totalProperties: number): number {
  return Math.ceil(Math.max(0, totalProperties - demoPropertyCount) / propertiesPerGeneratedHost);
}

const stayTimes: Partial<Record<PropertyKind, { checkIn: string; checkOut: string }>> = {
  hotel: { checkIn: '14:00:00', checkOut: '11:00:00' },
  hostel: { checkIn: '14:00:00', checkOut: '10:00:00' },
  chalet: { checkIn: '16:00:00', checkOut: '10:00:00' },
  villa: { checkIn: '16:00:00', checkOut: '10:00:00' },
};

function address(seed: DemoPropertySeed, city: CitySeed) {
  const rng = createRng('address', seed.id);
  const area = city.areas.find((a) => a.name === seed.area) as CitySeed['areas'][number];
  const street = rng.pick(area.streets);
  const number = rng.int(2, 120);
  const flat = ['apartment', 'studio', 'loft', 'aparthotel'].includes(seed.kind);
  const floor = rng.int(1, 5);
  const line2ByCountry: Record<string, string | null> = {
    PT: `${floor}.º ${rng.pick(['Esq.', 'Dto.'])}`,
    ES: `${floor}º ${rng.int(1, 4)}ª`,
    IT: `Piano ${floor}`,
    AT: `Top ${rng.int(1, 12)}`,
    CH: null,
  };
  return {
    addressLine1: ['PT', 'ES'].includes(city.countryCode) ? `${street}, ${number}` : `${street} ${number}`,
    addressLine2: flat ? (line2ByCountry[city.countryCode] ?? null) : null,
    postalCode: rng.pick(area.postalCodes),
    latitude: Math.round((area.latitude + (rng.next() - 0.5) * 0.007) * 1e6) / 1e6,
    longitude: Math.round((area.longitude + (rng.next() - 0.5) * 0.009) * 1e6) / 1e6,
  };
}

function unitName(kind: PropertyKind, typeIndex: number, typeName: string, n: number, count: number): string {
  if (count === 1) return typeName;
  if (kind === 'hotel') return `Room ${typeIndex + 1}${String(n).padStart(2, '0')}`;
  if (kind === 'hostel') return typeName.startsWith('Bed') ? `Dorm bed ${n}` : `Private room ${n}`;
  if (kind === 'guesthouse') return `${typeName} ${n}`;
  return `Apartment ${typeIndex + 1}${String.fromCharCode(64 + n)}`;
}

function propertySeeds(totalProperties: number, hosts: readonly HostModel[]): DemoPropertySeed[] {
  const seeds = [...demoPropertySeeds];
  const hostById = new Map(hosts.map((h) => [h.id, h]));
  for (let id = demoPropertyCount + 1; id <= totalProperties; id++) {
    const hostId = firstGeneratedHostId + Math.floor((id - demoPropertyCount - 1) / propertiesPerGeneratedHost);
    const host = hostById.get(hostId) as HostModel;
    seeds.push(generateProperty(id, hostId, host.cityIds[0] as number));
  }
  return seeds;
}

export function planProperties(
  world: World,
  hosts: readonly HostModel[],
  totalProperties: number,
  areaFor: AreaLookup,
  ids: { images: IdSequence; unitTypes: IdSequence; units: IdSequence },
  pool: ReturnType<typeof planImagePool> | null,
): PropertyModel[] {
  const hostById = new Map(hosts.map((h) => [h.id, h]));
  return propertySeeds(totalProperties, hosts).map((seed) => {
    const host = hostById.get(seed.hostId) as HostModel;
    const city = cityById(seed.cityId);
    const isGenerated = seed.id > demoPropertyCount;
    const slug = isGenerated ? `${slugify(seed.name)}-${seed.id}` : slugify(seed.name);
    const codes = new Set<AmenityCode>([...baseAmenities, ...seed.amenities]);
    if (seed.petsAllowed) codes.add('pets_allowed');
    const amenities = [...codes].sort((a, b) => amenityId(a) - amenityId(b));
    const times = stayTimes[seed.kind] ?? { checkIn: '15:00:00', checkOut: '11:00:00' };

    const model: PropertyModel = {
      ...seed,
      host,
      city,
      areaId: areaFor(city.id, seed.area),
      slug,
      currency: host.currency,
      amenities,
      isGenerated,
      unitTypes: seed.unitTypes.map((unitType) => ({
        ...unitType,
        id: ids.unitTypes.next(),
        unitIds: Array.from({ length: unitType.units }, () => ids.units.next()),
      })),
    };

    world.properties.push({
      id: seed.id,
      organizationId: host.id,
      defaultBrandId: host.brandId,
      name: seed.name,
      slug,
      propertyType: seed.kind,
      summary: seed.summary,
      description: describeProperty(seed, city, amenities),
      houseRules: houseRules(seed, city, times, requiresIdentityCheck(seed.id, city)),
      cityId: city.id,
      areaId: model.areaId,
      ...address(seed, city),
      currency: model.currency,
      checkInTime: times.checkIn,
      checkOutTime: times.checkOut,
      isActive: !seed.inactive,
      isFeatured: seed.featured ?? false,
      isDirect: !seed.notDirect,
      allowForBookingEngine: true,
    });
    if (!isGenerated) planTranslatedTexts(world, { seed, organizationId: host.id, city, amenities, times, requiresIdentity: requiresIdentityCheck(seed.id, city) });
    world.propertyBrands.push({ organizationId: host.id, propertyId: seed.id, brandId: host.brandId });
    for (const code of amenities) world.propertyAmenities.push({ organizationId: host.id, propertyId: seed.id, amenityId: amenityId(code) });

    const fromPool = pool !== null && isGenerated;
    const gallery = fromPool
      ? createRng('pool-gallery', seed.id).sample(pool.get(city.id) ?? [], createRng('gallery', seed.id).int(4, 6))
      : planPropertyImages({ ...seed, slug, city, organizationId: host.id }, ids.images);
    if (!fromPool) world.images.push(...gallery);
    gallery.forEach((image, position) => world.propertyImages.push({ organizationId: host.id, propertyId: seed.id, imageId: image.id, position }));

    model.unitTypes.forEach((unitType, typeIndex) => {
      world.unitTypes.push({
        id: unitType.id,
        organizationId: host.id,
        propertyId: seed.id,
        name: unitType.name,
        description: unitType.description,
        maxAdults: unitType.maxAdults,
        maxChildren: unitType.maxChildren,
        maxOccupancy: unitType.maxOccupancy,
        baseOccupancy: unitType.baseOccupancy,
        bedrooms: unitType.bedrooms,
        bathrooms: unitType.bathrooms,
        beds: unitType.beds,
        sizeM2: unitType.sizeM2,
        petsAllowed: seed.petsAllowed ?? false,
      });
      unitType.unitIds.forEach((unitId, index) => {
        world.units.push({
          id: unitId,
          organizationId: host.id,
          propertyId: seed.id,
          unitTypeId: unitType.id,
          name: unitName(seed.kind, typeIndex, unitType.name, index + 1, unitType.unitIds.length),
          isActive: !seed.noActiveUnits,
        });
      });
    });
    return model;
  });
}
