import { citySeeds } from '../catalog/destinations/index.ts';
import { genericThemes } from '../catalog/hosts/index.ts';
import { hostNameFirsts, hostNameSuffixes, hostTaglines } from '../catalog/generic-names.ts';
import { createRng } from '../prng.ts';
import { slugify } from '../slug.ts';
import type { HostSeed } from '../catalog/hosts/index.ts';

// Generated hosts for large seeds: property managers with one home city each.
export const firstGeneratedHostId = 101;
export const propertiesPerGeneratedHost = 50;

const phonePrefix: Record<string, string> = { PT: '+351 21', CH: '+41 27', AT: '+43 512', ES: '+34 93', IT: '+39 055' };

export type GeneratedHost = HostSeed & { homeCityId: number };

export function generateHosts(count: number): GeneratedHost[] {
  const combos = createRng('generic-host-names').shuffle(
    hostNameFirsts.flatMap((first) => hostNameSuffixes.map((suffix) => `${first} ${suffix}`)),
  );
  return Array.from({ length: count }, (_, index) => {
    const id = firstGeneratedHostId + index;
    const rng = createRng('generic-host', id);
    const city = citySeeds[index % citySeeds.length] as (typeof citySeeds)[number];
    const round = Math.floor(index / combos.length);
    const baseName = combos[index % combos.length] as string;
    const name = round === 0 ? `${baseName} ${city.name}` : `${baseName} ${city.name} ${round + 1}`;
    const slug = slugify(name);
    const theme = genericThemes[index % genericThemes.length] as (typeof genericThemes)[number];
    return {
      id,
      name,
      slug,
      alias: slug,
      description: `${name} looks after holiday homes across ${city.name}, with a local team on call every day of your stay.`,
      tagline: rng.pick(hostTaglines),
      email: `hello@${slug}.example`,
      phone: `${phonePrefix[city.countryCode] ?? '+351 21'} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      website: `https://${slug}.example`,
      currency: city.currency,
      theme: { ...theme, logoText: baseName },
      isListedHost: true,
      flexibleDays: rng.pick([7, 7, 14, 3]),
      chargesVat: rng.chance(0.3),
      homeCityId: city.id,
    };
  });
}
