import { z } from 'zod';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, maxInt4 } from './numbers.ts';

// Calendars in: a unit's iCal feeds from other channels, their sync state and the conflicts they
// raise (an imported event on nights a stay of ours already holds).

export const channelFeedChannelValues = ['airbnb', 'booking_com', 'vrbo', 'google', 'other'] as const;
export const channelFeedResultValues = ['ok', 'not_modified', 'failed'] as const;
// Why a calendar could not be read: the console says it in the host's language.
export const feedFailureReasons = ['invalid_url', 'private_address', 'dns', 'timeout', 'too_large', 'too_many_redirects', 'http_status', 'network', 'malformed'] as const;
export type FeedFailureReason = (typeof feedFailureReasons)[number];
// A feed failing this many times in a row is flagged (console and Today).
export const channelFeedFailingAfter = 3;

const FeedUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^(https?|webcal):\/\/[^\s]+$/i.test(value) && URL.canParse(value.replace(/^webcal:/i, 'https:')), {
    message: 'must be an http(s) or webcal URL',
    params: { reason: 'invalid_url' },
  });

export const ChannelFeedParams = OrganizationParams.extend({ feedId: z.coerce.number().int().min(1).max(maxInt4) });
export const ChannelFeedsQuery = z.object({ unitId: z.coerce.number().int().min(1).max(maxInt4).optional(), propertyId: z.coerce.number().int().min(1).max(maxInt4).optional() });

export const CreateChannelFeedRequest = z
  .object({ unitId: JsonId, channel: z.enum(channelFeedChannelValues), label: z.string().trim().min(1).max(120), url: FeedUrl })
  .meta({ id: 'CreateChannelFeedRequest' });
export const UpdateChannelFeedRequest = z
  .object({ channel: z.enum(channelFeedChannelValues), label: z.string().trim().min(1).max(120), url: FeedUrl })
  .meta({ id: 'UpdateChannelFeedRequest' });
export const TestChannelFeedRequest = z.object({ url: FeedUrl }).meta({ id: 'TestChannelFeedRequest' });

export const ChannelFeedTestResult = z
  .object({ ok: z.boolean(), eventCount: z.number().int(), error: z.string().nullable(), errorReason: z.enum(feedFailureReasons).nullable() })
  .meta({ id: 'ChannelFeedTestResult' });
export type ChannelFeedTestResult = z.infer<typeof ChannelFeedTestResult>;

export const HostChannelFeed = z
  .object({
    id: z.number().int(),
    unit: z.object({ id: z.number().int(), name: z.string(), propertyId: z.number().int(), propertyName: z.string() }),
    channel: z.enum(channelFeedChannelValues),
    label: z.string(),
    url: z.string(),
    lastSyncedAt: z.string().nullable(),
    lastResult: z.enum(channelFeedResultValues).nullable(),
    // The technical detail (English) and its reason code.
    lastError: z.string().nullable(),
    lastErrorReason: z.enum(feedFailureReasons).nullable(),
    eventCount: z.number().int(),
    consecutiveFailures: z.number().int(),
    // True after channelFeedFailingAfter failures in a row.
    failing: z.boolean(),
    conflictCount: z.number().int(),
    nextSyncAt: z.string(),
  })
  .meta({ id: 'HostChannelFeed' });
export type HostChannelFeed = z.infer<typeof HostChannelFeed>;
export const HostChannelFeedList = z.object({ data: z.array(HostChannelFeed) }).meta({ id: 'HostChannelFeedList' });

// Both sides of a conflict: the channel's event and what we hold on those nights.
export const CalendarConflict = z
  .object({
    id: z.number().int(),
    feed: z.object({ id: z.number().int(), label: z.string(), channel: z.enum(channelFeedChannelValues) }),
    unit: z.object({ id: z.number().int(), name: z.string(), propertyName: z.string() }),
    event: z.object({ uid: z.string(), summary: z.string().nullable(), startsOn: z.string(), endsOn: z.string() }),
    // stay / hold: a booking of ours; block: a host's block; feed: another feed's imported event.
    hits: z.object({
      kind: z.enum(['stay', 'hold', 'block', 'feed']),
      bookingId: z.number().int().nullable(),
      bookingCode: z.string().nullable(),
      guestName: z.string().nullable(),
      startsOn: z.string().nullable(),
      endsOn: z.string().nullable(),
      feedLabel: z.string().nullable(),
    }),
    detectedAt: z.string(),
  })
  .meta({ id: 'CalendarConflict' });
export type CalendarConflict = z.infer<typeof CalendarConflict>;
export const CalendarConflictList = z.object({ data: z.array(CalendarConflict) }).meta({ id: 'CalendarConflictList' });
