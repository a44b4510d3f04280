import { alpineLodgesProperties } from './alpine-lodges.ts';
import { alpsSmallHostProperties } from './alps-small-hosts.ts';
import { budgetBedsProperties } from './budget-beds.ts';
import { lisbonStaysProperties } from './lisbon-stays.ts';
import { mediterraneanProperties } from './mediterranean.ts';
import { portugalSmallHostProperties } from './portugal-small-hosts.ts';
import type { DemoPropertySeed } from './types.ts';

export type { DemoPropertySeed, PropertyKind, UnitTypeSeed } from './types.ts';

// The hand-made demo set, ordered by id (ids 1..48 are explicit and stable).
export const demoPropertySeeds: readonly DemoPropertySeed[] = [
  ...lisbonStaysProperties,
  ...portugalSmallHostProperties,
  ...alpineLodgesProperties,
  ...alpsSmallHostProperties,
  ...budgetBedsProperties,
  ...mediterraneanProperties,
].sort((a, b) => a.id - b.id);
