import { apiClientSamples } from './api-clients.ts';
import { brandSamples } from './brands.ts';
import { organizationSamples } from './organizations.ts';
import { photoSamples } from './photos.ts';
import type { HostOperationSamples } from './sample.ts';

// Every host operation's sample call, one file per domain.
export const samples: HostOperationSamples = {
  ...organizationSamples,
  ...photoSamples,
  ...apiClientSamples,
  ...brandSamples,
};
