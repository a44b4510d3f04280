import { apiClientSamples } from './api-clients.ts';
import { brandSamples } from './brands.ts';
import { brandDomainSamples } from './brand-domains.ts';
import { exportSamples } from './exports.ts';
import { checkinSettingsSamples } from './checkin-settings.ts';
import { organizationSamples } from './organizations.ts';
import { propertySamples } from './properties.ts';
import { rateSamples } from './rates.ts';
import { pricingSamples } from './pricing.ts';
import { photoSamples } from './photos.ts';
import type { HostOperationSamples } from './sample.ts';

// Every host operation's sample call, one file per domain.
export const samples: HostOperationSamples = {
  ...organizationSamples,
  ...propertySamples,
  ...photoSamples,
  ...apiClientSamples,
  ...brandSamples,
  ...brandDomainSamples,
  ...exportSamples,
  ...checkinSettingsSamples,
  ...rateSamples,
  ...pricingSamples,
};
