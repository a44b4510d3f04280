import type { HostOperationSamples } from './sample.ts';

export const apiClientSamples: HostOperationSamples = {
  hostListApiClients: {},
  hostCreateApiClient: { body: { name: 'Matrix key', role: 'housekeeping' } },
  hostRevokeApiClient: { params: { apiClientId: 999_999 } },
};
