import { sql } from 'drizzle-orm';
import { queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { ChannelFeedChannel } from '@direct/db';
import type { FeedFailureReason } from '@direct/contracts';

// The host's feeds and the conflicts they raised. Every read and write names the organization;
// the one exception is dueFeeds, the job's scan across organizations (it returns the
// organization of each feed, and the sync then acts for it).

export type FeedRow = {
  id: number;
  organization_id: number;
  unit_id: number;
  unit_name: string;
  unit_type_id: number;
  property_id: number;
  property_name: string;
  time_zone: string;
  channel: ChannelFeedChannel;
  label: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: Date | null;
  last_result: 'ok' | 'not_modified' | 'failed' | null;
  last_error: string | null;
  last_error_reason: FeedFailureReason | null;
  event_count: number;
  consecutive_failures: number;
  next_sync_at: Date;
  conflict_count: number;
};

export type ConflictRow = {
  id: number;
  feed_id: number;
  feed_label: string;
  channel: ChannelFeedChannel;
  unit_id: number;
  unit_name: string;
  property_name: string;
  uid: string;
  summary: string | null;
  starts_on: string;
  ends_on: string;
  conflict_kind: 'stay' | 'hold' | 'block' | 'feed';
  booking_id: number | null;
  booking_code: string | null;
  guest_name: string | null;
  booking_starts_on: string | null;
  booking_ends_on: string | null;
  other_feed_label: string | null;
  created_at: Date;
};

const feedColumns = sql`f.id, f.organization_id, f.unit_id, u.name as unit_name, u.unit_type_id, p.id as property_id, p.name as property_name,
  c.timezone as time_zone, f.channel, f.label, f.url, f.etag, f.last_modified, f.last_synced_at, f.last_result, f.last_error, f.last_error_reason, f.event_count,
  f.consecutive_failures, f.next_sync_at,
  (select count(*)::int from channel_feed_events e where e.feed_id = f.id and e.allocation_id is null and e.conflict_kind is not null) as conflict_count`;
const feedFrom = sql`channel_feeds f join units u on u.id = f.unit_id join properties p on p.id = u.property_id join cities c on c.id = p.city_id`;

// The booker's name, as the dashboard shows it.
const bookerOf = (bookingId: ReturnType<typeof sql>) =>
  sql`(select trim(concat_ws(' ', g.first_name, g.last_name)) from guests g where g.booking_id = ${bookingId} order by g.is_booker desc, g.position, g.id limit 1)`;

export type ChannelFeedsRepository = ReturnType<typeof createChannelFeedsRepository>;

export function createChannelFeedsRepository(db: Database) {
  async function feed(organizationId: number, feedId: number): Promise<FeedRow | undefined> {
    const [row] = await queryRows<FeedRow>(db, sql`select ${feedColumns} from ${feedFrom} where f.organization_id = ${organizationId} and f.id = ${feedId}`);
    return row;
  }

  return {
    feed,

    async feeds(organizationId: number, filter: { unitId?: number | undefined; propertyId?: number | undefined }): Promise<FeedRow[]> {
      return queryRows<FeedRow>(
        db,
        sql`select ${feedColumns} from ${feedFrom}
            where f.organization_id = ${organizationId}
              ${filter.unitId !== undefined ? sql`and f.unit_id = ${filter.unitId}` : sql``}
              ${filter.propertyId !== undefined ? sql`and u.property_id = ${filter.propertyId}` : sql``}
            order by p.name, u.name, f.id`,
      );
    },

    async unitExists(organizationId: number, unitId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`select id from units where organization_id = ${organizationId} and id = ${unitId}`);
      return rows.length > 0;
    },

    async create(organizationId: number, input: { unitId: number; channel: ChannelFeedChannel; label: string; url: string }, actor: AuditActor, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into channel_feeds (organization_id, unit_id, channel, label, url, next_sync_at)
              values (${organizationId}, ${input.unitId}, ${input.channel}, ${input.label}, ${input.url}, ${now.toISOString()}::timestamptz) returning id`,
        );
        await writeAuditEntry(tx, { organizationId, actor, action: 'channel_feed.created', entityType: 'channel_feed', entityId: row!.id, after: input });
        return row!.id;
      });
    },

    // A new URL is another calendar: its conditional-request state starts over.
    async update(organizationId: number, feedId: number, input: { channel: ChannelFeedChannel; label: string; url: string }, actor: AuditActor, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<{ channel: string; label: string; url: string }>(
          tx,
          sql`select channel, label, url from channel_feeds where organization_id = ${organizationId} and id = ${feedId} for update`,
        );
        if (!before) return false;
        const urlChanged = before.url !== input.url;
        await tx.execute(
          sql`update channel_feeds set channel = ${input.channel}, label = ${input.label}, url = ${input.url}, updated_at = ${now.toISOString()}::timestamptz
              ${urlChanged ? sql`, etag = null, last_modified = null, next_sync_at = ${now.toISOString()}::timestamptz, consecutive_failures = 0` : sql``}
              where organization_id = ${organizationId} and id = ${feedId}`,
        );
        await writeAuditEntry(tx, { organizationId, actor, action: 'channel_feed.updated', entityType: 'channel_feed', entityId: feedId, before, after: input });
        return true;
      });
    },

    // The feed's blocks go with it (their nights are free again), in one transaction.
    async remove(organizationId: number, feedId: number, actor: AuditActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await queryRows<{ unit_id: number; channel: string; label: string; url: string }>(
          tx,
          sql`select unit_id, channel, label, url from channel_feeds where organization_id = ${organizationId} and id = ${feedId} for update`,
        );
        if (!before) return false;
        await tx.execute(
          sql`delete from unit_allocations where organization_id = ${organizationId} and id in (
                select allocation_id from channel_feed_events where organization_id = ${organizationId} and feed_id = ${feedId} and allocation_id is not null)`,
        );
        await tx.execute(sql`delete from channel_feeds where organization_id = ${organizationId} and id = ${feedId}`);
        await writeAuditEntry(tx, { organizationId, actor, action: 'channel_feed.deleted', entityType: 'channel_feed', entityId: feedId, before });
        return true;
      });
    },

    // Feeds whose next run has come, oldest first (the job syncs each for its organization).
    async dueFeeds(now: Date, limit: number): Promise<{ organization_id: number; id: number }[]> {
      return queryRows(db, sql`select organization_id, id from channel_feeds where next_sync_at <= ${now.toISOString()}::timestamptz order by next_sync_at, id limit ${limit}`);
    },

    async recordFetch(organizationId: number, feedId: number, outcome: { result: 'not_modified' } | { result: 'failed'; error: string; reason: FeedFailureReason }, now: Date, nextSyncAt: Date): Promise<void> {
      await db.execute(
        outcome.result === 'failed'
          ? sql`update channel_feeds set last_synced_at = ${now.toISOString()}::timestamptz, last_result = 'failed', last_error = ${outcome.error.slice(0, 500)}, last_error_reason = ${outcome.reason},
                  consecutive_failures = least(consecutive_failures + 1, 1000), next_sync_at = ${nextSyncAt.toISOString()}::timestamptz
                where organization_id = ${organizationId} and id = ${feedId}`
          : sql`update channel_feeds set last_synced_at = ${now.toISOString()}::timestamptz, last_result = 'not_modified', last_error = null, last_error_reason = null,
                  consecutive_failures = 0, next_sync_at = ${nextSyncAt.toISOString()}::timestamptz
                where organization_id = ${organizationId} and id = ${feedId}`,
      );
    },

    async conflicts(organizationId: number, filter: { feedId?: number } = {}): Promise<ConflictRow[]> {
      return queryRows<ConflictRow>(
        db,
        sql`select e.id, e.feed_id, f.label as feed_label, f.channel, u.id as unit_id, u.name as unit_name, p.name as property_name,
                   e.uid, e.summary, e.starts_on::text as starts_on, e.ends_on::text as ends_on, e.conflict_kind,
                   e.conflict_booking_id as booking_id, b.code as booking_code, ${bookerOf(sql`e.conflict_booking_id`)} as guest_name,
                   b.check_in::text as booking_starts_on, b.check_out::text as booking_ends_on, of.label as other_feed_label, e.created_at
            from channel_feed_events e
            join channel_feeds f on f.id = e.feed_id
            join units u on u.id = f.unit_id
            join properties p on p.id = u.property_id
            left join bookings b on b.id = e.conflict_booking_id and b.organization_id = ${organizationId}
            left join channel_feeds of on of.id = e.conflict_feed_id and of.organization_id = ${organizationId}
            where e.organization_id = ${organizationId} and e.allocation_id is null and e.conflict_kind is not null
              ${filter.feedId !== undefined ? sql`and e.feed_id = ${filter.feedId}` : sql``}
            order by e.starts_on, e.id`,
      );
    },
  };
}
