import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings, unitAllocations } from './bookings.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { units } from './properties.ts';
import { organizations } from './tenancy.ts';

// Calendars in: a unit's iCal feeds from other channels (Airbnb, Booking.com, Vrbo, Google…).
export const channelFeedChannels = ['airbnb', 'booking_com', 'vrbo', 'google', 'other'] as const;
export type ChannelFeedChannel = (typeof channelFeedChannels)[number];

export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
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
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    feedId: integer()
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    eventKey: text().notNull(),
    uid: text().notNull(),
    summary: text(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    allocationId: integer().references(() => unitAllocations.id, { onDelete: 'set null' }),
    // stay | hold | block | feed (another feed's block) when the constraint refused the event.
    conflictKind: text(),
    conflictBookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    conflictFeedId: integer().references(() => channelFeeds.id, { onDelete: 'set null' }),
    conflictNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.feedId, t.eventKey),
    index().on(t.organizationId, t.conflictKind),
    check('channel_feed_events_range', sql`${t.endsOn} > ${t.startsOn}`),
  ],
);
