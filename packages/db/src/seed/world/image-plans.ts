import type { CitySeed, SceneKind } from '../catalog/destinations/index.ts';
import { citySeeds } from '../catalog/destinations/index.ts';
import type { PropertyKind } from '../catalog/demo-properties/index.ts';
import type { BuildingKind, SceneSpec, TimeOfDay } from '../images/image-spec.ts';
import { createRng, seedFrom } from '../prng.ts';
import { slugify } from '../slug.ts';
import type { HostModel, IdSequence, PlannedImage } from './types.ts';
import { cityAlt, galleryAlt, logoAlt, poolHomeName } from '../catalog/translations/alt-texts.ts';

// What each generated picture shows, its storage key and alt text. Rendering happens later.

const kindLabel: Record<PropertyKind, string> = {
  apartment: 'apartment',
  studio: 'studio',
  loft: 'loft',
  house: 'house',
  townhouse: 'townhouse',
  villa: 'villa',
  chalet: 'chalet',
  guesthouse: 'guesthouse',
  hotel: 'hotel',
  hostel: 'hostel',
  aparthotel: 'apartment building',
};

export function propertyKindLabel(kind: PropertyKind): string {
  return kindLabel[kind];
}

export function buildingFor(kind: PropertyKind, setting: SceneKind): BuildingKind {
  switch (kind) {
    case 'villa':
    case 'chalet':
    case 'hotel':
    case 'townhouse':
      return kind;
    case 'house':
      return setting === 'alpine' ? 'chalet' : 'house';
    default:
      return setting === 'alpine' ? 'chalet' : setting === 'coast' ? 'house' : 'townhouse';
  }
}

function scene(seed: number, city: CitySeed, timeOfDay: TimeOfDay, building: BuildingKind, snow: boolean): SceneSpec {
  return { type: 'scene', seed, setting: city.scene, hasWater: city.hasWater, timeOfDay, snow: city.scene === 'alpine' && snow, building };
}

const viewWords: Record<SceneKind, string> = { coast: 'the sea', alpine: 'the mountains', oldtown: 'the old town' };

export function planCityImage(city: CitySeed, ids: IdSequence): PlannedImage {
  const alts: Record<SceneKind, string> = {
    coast: `The coast at ${city.name}: golden cliffs, a sea stack and a sailing boat`,
    alpine: `Snow-capped peaks and pine forests above ${city.name}`,
    oldtown: `The rooftops and domes of ${city.name} above the river`,
  };
  return {
    id: ids.next(),
    organizationId: null,
    storageKey: `cities/${city.countryCode.toLowerCase()}-${slugify(city.name)}.svg`,
    alt: alts[city.scene],
    altTranslations: cityAlt(city.name, city.scene),
    spec: scene(seedFrom('city', city.id), city, city.scene === 'alpine' ? 'day' : 'sunset', 'none', true),
  };
}

export function planLogo(host: Omit<HostModel, 'logoImageId'>, ids: IdSequence): PlannedImage {
  return {
    id: ids.next(),
    organizationId: host.id,
    storageKey: `logos/${host.alias}.svg`,
    alt: `${host.name} logo`,
    altTranslations: logoAlt(host.name),
    spec: {
      type: 'logo',
      text: host.theme.logoText,
      primaryColor: host.theme.primaryColor,
      accentColor: host.theme.accentColor,
      backgroundColor: host.theme.backgroundColor,
      fontFamily: host.theme.fontFamily ?? 'system-ui, sans-serif',
      symbol: host.symbol,
    },
  };
}

type GalleryShot = { alt: (name: string, kind: string, city: CitySeed, area: string) => string; spec: (seed: number, city: CitySeed, building: BuildingKind) => PlannedImage['spec'] };

// A property's gallery: exterior first (the hero), then rooms and views.
const gallery: readonly GalleryShot[] = [
  {
    alt: (name, kind) => `${name}: the ${kind} on a sunny day`,
    spec: (seed, city, building) => scene(seed, city, 'day', building, seed % 2 === 0),
  },
  {
    alt: (name, _kind, city) => `${name}: living room with a window onto ${viewWords[city.scene]}`,
    spec: (seed, city) => ({ type: 'interior', seed, room: 'living', view: scene(seed + 1, city, 'day', 'none', seed % 2 === 0) }),
  },
  {
    alt: (name) => `${name}: bedroom with soft morning light`,
    spec: (seed, city) => ({ type: 'interior', seed, room: 'bedroom', view: scene(seed + 2, city, 'morning', 'none', seed % 3 === 0) }),
  },
  {
    alt: (name, _kind, _city, area) => `${name}: the view over ${area} at sunset`,
    spec: (seed, city) => scene(seed + 3, city, 'sunset', 'none', seed % 2 === 1),
  },
  {
    alt: (name, kind) => `${name}: the ${kind} with its windows lit at night`,
    spec: (seed, city, building) => scene(seed, city, 'night', building, seed % 2 === 0),
  },
  {
    alt: (name) => `${name}: the living room in the evening`,
    spec: (seed, city) => ({ type: 'interior', seed: seed + 5, room: 'living', view: scene(seed + 6, city, 'sunset', 'none', true) }),
  },
];

export function planPropertyImages(
  property: { id: number; name: string; slug: string; kind: PropertyKind; city: CitySeed; area: string; organizationId: number },
  ids: IdSequence,
): PlannedImage[] {
  const count = createRng('gallery', property.id).int(4, 6);
  const building = buildingFor(property.kind, property.city.scene);
  const seed = seedFrom('property-images', property.id);
  return gallery.slice(0, count).map((shot, position) => ({
    id: ids.next(),
    organizationId: property.organizationId,
    storageKey: `properties/${property.id}-${property.slug}/${position + 1}.svg`,
    alt: shot.alt(property.name, kindLabel[property.kind], property.city, property.area),
    altTranslations: galleryAlt(position, property.name, property.city.scene, property.area),
    spec: shot.spec(seed, property.city, building),
  }));
}

export function planBlogImage(postId: number, title: string, city: CitySeed, organizationId: number, ids: IdSequence): PlannedImage {
  const seed = seedFrom('blog-image', postId);
  const time = (['morning', 'day', 'sunset', 'day'] as const)[seed % 4] as TimeOfDay;
  return {
    id: ids.next(),
    organizationId,
    storageKey: `blog/${postId}.svg`,
    alt: `Illustration for “${title}”`,
    spec: seed % 5 === 0
      ? { type: 'interior', seed, room: 'living', view: scene(seed + 1, city, time, 'none', true) }
      : scene(seed, city, time, seed % 3 === 0 ? 'none' : buildingFor('house', city.scene), seed % 2 === 0),
  };
}

// Large seeds share a pool of pictures per city instead of drawing one set per property.
export const poolImagesPerCity = 10;

export function planImagePool(ids: IdSequence): Map<number, PlannedImage[]> {
  const pool = new Map<number, PlannedImage[]>();
  for (const city of citySeeds) {
    const images: PlannedImage[] = [];
    const kinds: PropertyKind[] = city.scene === 'alpine' ? ['chalet', 'apartment', 'hotel'] : city.scene === 'coast' ? ['villa', 'house', 'apartment'] : ['townhouse', 'apartment', 'house'];
    for (let n = 0; n < poolImagesPerCity; n++) {
      const seed = seedFrom('pool', city.id, n);
      const shot = gallery[n % gallery.length] as GalleryShot;
      const kind = kinds[n % kinds.length] as PropertyKind;
      images.push({
        id: ids.next(),
        organizationId: null,
        storageKey: `pool/${slugify(city.name)}-${n + 1}.svg`,
        alt: shot.alt(`Holiday home in ${city.name}`, kindLabel[kind], city, city.name),
        altTranslations: Object.fromEntries(
          Object.entries(poolHomeName(city.name)).map(([language, name]) => [language, galleryAlt(n % gallery.length, name, city.scene, city.name)[language as 'de' | 'pt']]),
        ),
        spec: shot.spec(seed, city, buildingFor(kind, city.scene)),
      });
    }
    pool.set(city.id, images);
  }
  return pool;
}
