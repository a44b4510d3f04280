import { organizationSamples } from './organizations.ts';
import { rateSamples } from './rates.ts';
import type { HostOperationSamples } from './sample.ts';

// Every host operation's sample call, one file per domain.
export const samples: HostOperationSamples = {
  ...organizationSamples,
  ...rateSamples,
};
