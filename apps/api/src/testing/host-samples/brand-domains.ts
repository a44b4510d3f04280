import type { HostOperationSamples } from './sample.ts';

export const brandDomainSamples: HostOperationSamples = {
  hostListBrandDomains: { params: { brandId: 999_999 } },
  hostAddBrandDomain: { params: { brandId: 999_999 }, body: { hostname: 'www.sample-stays.example' } },
  hostCheckBrandDomain: { params: { brandId: 999_999, domainId: 999_999 } },
  hostRemoveBrandDomain: { params: { brandId: 999_999, domainId: 999_999 } },
};
