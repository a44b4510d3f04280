import { mainHosts } from './main-hosts.ts';
import { smallHosts } from './small-hosts.ts';
import type { HostSeed } from './types.ts';

export type { HostSeed } from './types.ts';
export { alpineLodgesId, budgetBedsId, lisbonStaysId, platformOrganizationId } from './main-hosts.ts';
export { genericThemes } from './generic-themes.ts';

// The hand-made hosts in id order: Lisbon Stays (1), Alpine Lodges (2), small hosts (3–13),
// Budget Beds (66) and the platform (100).
export const hostSeeds: readonly HostSeed[] = [...mainHosts, ...smallHosts].sort((a, b) => a.id - b.id);
