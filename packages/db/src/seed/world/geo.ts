import { citySeeds, countrySeeds } from '../catalog/destinations/index.ts';
import { areaNames, cityNames } from '../catalog/translations/places.ts';
import { named } from '../catalog/translations/types.ts';
import { slugify } from '../slug.ts';
import { planCityImage } from './image-plans.ts';
import type { IdSequence, World } from './types.ts';

export type AreaLookup = (cityId: number, areaName: string) => number;

// Countries, cities (each with its picture) and areas; area ids follow the catalogue order.
export function planGeography(world: World, imageIds: IdSequence): AreaLookup {
  const countryIdByCode = new Map<string, number>();
  for (const country of countrySeeds) {
    world.countries.push({ id: country.id, code: country.code, name: country.name });
    countryIdByCode.set(country.code, country.id);
  }
  const areaIds = new Map<string, number>();
  let areaId = 0;
  for (const city of citySeeds) {
    const image = planCityImage(city, imageIds);
    world.images.push(image);
    world.cities.push({
      id: city.id,
      countryId: countryIdByCode.get(city.countryCode) as number,
      name: city.name,
      translations: named('name', cityNames[city.name]),
      slug: slugify(city.name),
      description: city.description,
      imageId: image.id,
      latitude: city.latitude,
      longitude: city.longitude,
      timezone: city.timezone,
    });
    for (const area of city.areas) {
      areaId += 1;
      // An area's own name is how German and Portuguese say it too, unless it has an exonym.
      const names = areaNames[area.name] ?? { de: area.name, pt: area.name };
      world.areas.push({ id: areaId, cityId: city.id, name: area.name, translations: named('name', names), slug: slugify(area.name) });
      areaIds.set(`${city.id}|${area.name}`, areaId);
    }
  }
  return (cityId, areaName) => {
    const id = areaIds.get(`${cityId}|${areaName}`);
    if (id === undefined) throw new RangeError(`Unknown area "${areaName}" in city ${cityId}`);
    return id;
  };
}
