import type { HostOperationSamples } from './sample.ts';

export const brandSamples: HostOperationSamples = {
  hostGetBrand: { params: { brandId: 999_999 } },
  hostUpdateBrand: { params: { brandId: 999_999 }, body: { version: 1, tagline: 'Homes by the sea' } },
};
