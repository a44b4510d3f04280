import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings, unitAllocations } from './bookings.ts';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';
import { units } from './properties.ts';
import { organizations } from './tenancy.ts';

// Calendars in: a unit's iCal feeds from other channels (Airbnb, Booking.com, Vrbo, Google…).
export const channelFeedChannels = ['airbnb', 'booking_com', 'vrbo', 'google', 'other'] as const;
export type ChannelFeedChannel = (typeof channelFeedChannels)[number];

export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitId: integer().notNull(),
    channel: text().$type<ChannelFeedChannel>().notNull(),
    label: text().notNull(),
    url: text().notNull(),
    // Conditional requests: what the channel answered last time (304 = nothing changed).
    etag: text(),
    lastModified: text(),
    lastSyncedAt: timestamp({ withTimezone: true }),
    // ok | not_modified | failed; null before the first sync.
    lastResult: text(),
    lastError: text(),
    // Why it failed, as a code the console translates (feedFailureReasons in @direct/contracts).
    lastErrorReason: text(),
    eventCount: integer().notNull().default(0),
    // Failures in a row: 3 or more flags the feed on the console's Today.
    consecutiveFailures: smallint().notNull().default(0),
    nextSyncAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.unitId, units).onDelete('cascade'),
    index().on(t.organizationId, t.unitId),
    index().on(t.nextSyncAt),
    check('channel_feeds_channel', sql`${t.channel} in ('airbnb', 'booking_com', 'vrbo', 'google', 'other')`),
  ],
);

// Each imported event (an occurrence, for a recurring one) of a feed, keyed by its UID (and the
// occurrence's start). Applied: allocationId points at its block. Refused by the exclusion
// constraint: allocationId is null and conflict* say what it hits (a conflict the host must solve).
export const channelFeedEvents = pgTable(
  'channel_feed_events',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    feedId: integer().notNull(),
    eventKey: text().notNull(),
    uid: text().notNull(),
    summary: text(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    allocationId: integer(),
    // stay | hold | block | feed (another feed's block) when the constraint refused the event.
    conflictKind: text(),
    conflictBookingId: integer(),
    conflictFeedId: integer(),
    conflictNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.feedId, channelFeeds).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.allocationId, unitAllocations).onDelete('set null'),
    tenantForeignKey(t.organizationId, t.conflictBookingId, bookings).onDelete('set null'),
    tenantForeignKey(t.organizationId, t.conflictFeedId, channelFeeds).onDelete('set null'),
    uniqueIndex().on(t.feedId, t.eventKey, t.organizationId),
    index().on(t.organizationId, t.conflictKind),
    check('channel_feed_events_range', sql`${t.endsOn} > ${t.startsOn}`),
  ],
);
