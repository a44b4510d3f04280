import { cityById, citySeeds } from '../catalog/destinations/index.ts';
import { demoPropertySeeds } from '../catalog/demo-properties/index.ts';
import { hostSeeds, platformOrganizationId } from '../catalog/hosts/index.ts';
import { postalAddresses, taglines } from '../catalog/translations/hosts.ts';
import { generateHosts } from './generic-hosts.ts';
import { planLogo } from './image-plans.ts';
import type { HostModel, IdSequence, World } from './types.ts';

// Organizations, their brands (brand id = organization id) and primary domains.
export function planHosts(
  world: World,
  generatedHostCount: number,
  ids: { images: IdSequence; brandDomains: IdSequence },
): HostModel[] {
  const handMade = hostSeeds.map((seed) => {
    const cityIds =
      seed.id === platformOrganizationId
        ? citySeeds.map((c) => c.id)
        : [...new Set(demoPropertySeeds.filter((p) => p.hostId === seed.id).map((p) => p.cityId))];
    return { ...seed, brandId: seed.id, cityIds, isGenerated: false };
  });
  const generated = generateHosts(generatedHostCount).map(({ homeCityId, ...seed }) => ({
    ...seed,
    brandId: seed.id,
    cityIds: [homeCityId],
    isGenerated: true,
  }));

  return [...handMade, ...generated].map((host) => {
    const symbol = cityById(host.cityIds[0] as number).scene;
    const logo = planLogo({ ...host, symbol }, ids.images);
    world.images.push(logo);
    const model: HostModel = { ...host, symbol, logoImageId: logo.id };
    world.organizations.push({
      id: host.id,
      name: host.name,
      slug: host.slug,
      description: host.description,
      logoImageId: logo.id,
      email: host.email,
      phone: host.phone,
      website: host.website,
      isListedHost: host.isListedHost,
    });
    world.brands.push({
      id: host.brandId,
      organizationId: host.id,
      name: host.name,
      urlAlias: host.alias,
      theme: host.theme,
      logoImageId: logo.id,
      defaultLanguage: 'en',
      languages: ['en', 'de', 'pt'],
      currency: host.currency,
      isSharedListing: host.isSharedListing ?? false,
      contactEmail: host.email,
      contactPhone: host.phone,
      tagline: host.tagline,
      taglines: { en: host.tagline, ...taglines[host.tagline] },
      postalAddress: postalAddresses[host.id] ?? null,
    });
    world.brandDomains.push({ id: ids.brandDomains.next(), brandId: host.brandId, hostname: `${host.alias}.localhost`, isPrimary: true });
    return model;
  });
}
