import type { HostOperationSamples } from './sample.ts';

// Calendars out and the bulk ARI API. The ARI operations have no :organizationId in the path;
// the matrix adds it to their query (GET) or body (PUT).
export const channelSamples: HostOperationSamples = {
  hostListCalendarFeeds: {},
  hostRotateCalendarFeed: { body: { subject: 'unit', id: 999_999 } },
  hostGetAri: { query: { from: '2026-06-01', to: '2026-06-07' } },
  hostPutAri: { body: { updates: [{ unitTypeId: 999_999, ratePlanId: 999_999, from: '2099-06-01', to: '2099-06-02', priceMinor: 10_000 }] } },
};
