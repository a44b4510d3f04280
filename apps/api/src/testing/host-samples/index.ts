import { organizationSamples } from './organizations.ts';
import { pricingSamples } from './pricing.ts';
import type { HostOperationSamples } from './sample.ts';

// Every host operation's sample call, one file per domain.
export const samples: HostOperationSamples = {
  ...organizationSamples,
  ...pricingSamples,
};
