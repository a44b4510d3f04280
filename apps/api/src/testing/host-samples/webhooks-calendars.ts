import type { HostOperationSamples } from './sample.ts';

// Webhooks out and calendars in. Destinations are loopback addresses: the tests' API refuses them
// (no private hosts) before any request leaves, so an allowed role gets a fast 400, never a fetch.
export const webhookSamples: HostOperationSamples = {
  hostListWebhooks: {},
  hostCreateWebhook: { body: { url: 'https://127.0.0.1/hooks', events: ['booking.created'] } },
  hostUpdateWebhook: { params: { webhookId: 999_999 }, body: { enabled: false } },
  hostDeleteWebhook: { params: { webhookId: 999_999 } },
  hostRotateWebhookSecret: { params: { webhookId: 999_999 } },
  hostListWebhookDeliveries: { params: { webhookId: 999_999 } },
  hostReplayWebhookDelivery: { params: { webhookId: 999_999, deliveryId: 999_999 } },
  hostSendTestWebhook: { params: { webhookId: 999_999 } },
};

export const channelFeedSamples: HostOperationSamples = {
  hostListChannelFeeds: {},
  hostCreateChannelFeed: { body: { unitId: 999_999, channel: 'airbnb', label: 'Airbnb', url: 'https://127.0.0.1/calendar.ics' } },
  hostUpdateChannelFeed: { params: { feedId: 999_999 }, body: { channel: 'vrbo', label: 'Vrbo', url: 'https://127.0.0.1/calendar.ics' } },
  hostDeleteChannelFeed: { params: { feedId: 999_999 } },
  hostSyncChannelFeed: { params: { feedId: 999_999 } },
  hostTestChannelFeed: { body: { url: 'https://127.0.0.1/calendar.ics' } },
  hostListCalendarConflicts: {},
};
