import { channelFeedFailingAfter, type CalendarConflict, type ChannelFeedTestResult, type HostChannelFeed } from '@direct/contracts';
import type { AuditActor, ChannelFeedChannel } from '@direct/db';
import { addDays, localDate } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import type { JobLogger } from '../jobs/jobs-ports.ts';
import type { ConflictRaisedListener } from './channel-feeds-ports.ts';
import type { ChannelFeedsRepository, ConflictRow, FeedRow } from './channel-feeds.repository.ts';
import { conflictEmails } from './conflict-email.ts';
import { fetchFeed, type FeedFetchOptions } from './feed-fetch.ts';
import { FeedParseError, parseFeed } from './feed-parse.ts';
import type { FeedSyncRepository } from './feed-sync.repository.ts';

// Calendars in: the host's feeds, their sync (fetch → parse → apply in one transaction) and the
// conflicts they raise. A failed fetch or a malformed feed is the feed's result, never applied.

export type ChannelFeedsService = ReturnType<typeof createChannelFeedsService>;

// Recurring events are expanded this far ahead (stays are rarely booked further out).
const horizonDays = 731;
// At most this many feeds per job run; the rest wait for the next run (a minute later).
const feedsPerRun = 50;

const feedView = (row: FeedRow): HostChannelFeed => ({
  id: row.id,
  unit: { id: row.unit_id, name: row.unit_name, propertyId: row.property_id, propertyName: row.property_name },
  channel: row.channel,
  label: row.label,
  url: row.url,
  lastSyncedAt: row.last_synced_at ? new Date(row.last_synced_at).toISOString() : null,
  lastResult: row.last_result,
  lastError: row.last_error,
  lastErrorReason: row.last_error_reason,
  eventCount: row.event_count,
  consecutiveFailures: row.consecutive_failures,
  failing: row.consecutive_failures >= channelFeedFailingAfter,
  conflictCount: row.conflict_count,
  nextSyncAt: new Date(row.next_sync_at).toISOString(),
});

export const conflictView = (row: ConflictRow): CalendarConflict => ({
  id: row.id,
  feed: { id: row.feed_id, label: row.feed_label, channel: row.channel },
  unit: { id: row.unit_id, name: row.unit_name, propertyName: row.property_name },
  event: { uid: row.uid, summary: row.summary, startsOn: row.starts_on, endsOn: row.ends_on },
  hits: {
    kind: row.conflict_kind,
    bookingId: row.booking_id,
    bookingCode: row.booking_code,
    guestName: row.guest_name,
    startsOn: row.booking_starts_on,
    endsOn: row.booking_ends_on,
    feedLabel: row.other_feed_label,
  },
  detectedAt: new Date(row.created_at).toISOString(),
});

export function createChannelFeedsService(options: {
  repository: ChannelFeedsRepository;
  sync: FeedSyncRepository;
  holds: Pick<BookingMaintenance, 'releaseExpiredHolds'>;
  settings: { syncMinutes: number; allowPrivateHosts: boolean; mailFrom: string; consoleOrigin: string; fetch?: Partial<FeedFetchOptions> };
  onConflictRaised?: ConflictRaisedListener | undefined;
  log?: JobLogger | undefined;
  now: () => Date;
}) {
  const { repository, settings, now } = options;
  const fetchOptions: FeedFetchOptions = { allowPrivateHosts: settings.allowPrivateHosts, ...settings.fetch };
  const nextRun = (at: Date) => new Date(at.getTime() + settings.syncMinutes * 60_000);

  async function requireFeed(organizationId: number, feedId: number): Promise<FeedRow> {
    const row = await repository.feed(organizationId, feedId);
    if (!row) throw new AppError('not_found', 'No such calendar.');
    return row;
  }

  // One feed, start to end. Never throws for the feed's own problems: they become its result.
  async function syncFeed(row: FeedRow): Promise<'ok' | 'not_modified' | 'failed'> {
    const at = now();
    const fetched = await fetchFeed(row.url, { etag: row.etag, lastModified: row.last_modified }, fetchOptions);
    if (fetched.kind === 'not_modified') {
      await repository.recordFetch(row.organization_id, row.id, { result: 'not_modified' }, at, nextRun(at));
      return 'not_modified';
    }
    if (fetched.kind === 'failed') {
      await repository.recordFetch(row.organization_id, row.id, { result: 'failed', error: fetched.message, reason: fetched.reason }, at, nextRun(at));
      return 'failed';
    }
    const today = localDate(at, row.time_zone);
    let events;
    try {
      events = parseFeed(fetched.body, { propertyTimeZone: row.time_zone, from: today, until: addDays(today, horizonDays) });
    } catch (error) {
      if (!(error instanceof FeedParseError)) throw error;
      await repository.recordFetch(row.organization_id, row.id, { result: 'failed', error: error.message, reason: 'malformed' }, at, nextRun(at));
      return 'failed';
    }
    // Unpaid holds that lapsed still count for the constraint until released.
    await options.holds.releaseExpiredHolds(at);
    const feed = { id: row.id, label: row.label, channel: row.channel, unitName: row.unit_name, propertyName: row.property_name };
    const result = await options.sync.apply(
      { organizationId: row.organization_id, feedId: row.id, unitId: row.unit_id, unitTypeId: row.unit_type_id },
      { events, today, etag: fetched.etag, lastModified: fetched.lastModified, now: at, nextSyncAt: nextRun(at), mailFrom: settings.mailFrom },
      (raised, recipients) => conflictEmails(feed, raised, recipients, settings.consoleOrigin),
    );
    if (result && result.raised.length > 0 && options.onConflictRaised) {
      const stored = new Map((await repository.conflicts(row.organization_id, { feedId: row.id })).map((conflict) => [conflict.id, conflict]));
      for (const raised of result.raised) {
        const conflict = stored.get(raised.eventId);
        if (!conflict) continue;
        try {
          await options.onConflictRaised({ organizationId: row.organization_id, conflict: conflictView(conflict) });
        } catch (error) {
          options.log?.error({ err: error, feedId: row.id }, 'conflict listener failed');
        }
      }
    }
    return 'ok';
  }

  return {
    async list(organizationId: number, filter: { unitId?: number | undefined; propertyId?: number | undefined }) {
      return { data: (await repository.feeds(organizationId, filter)).map(feedView) };
    },

    async create(organizationId: number, input: { unitId: number; channel: ChannelFeedChannel; label: string; url: string }, actor: AuditActor) {
      if (!(await repository.unitExists(organizationId, input.unitId))) {
        throw new AppError('validation_failed', 'No such unit.', { fields: [{ field: 'unitId', reason: 'not_found', message: 'No such unit.' }] });
      }
      const id = await repository.create(organizationId, input, actor, now());
      return feedView((await repository.feed(organizationId, id))!);
    },

    async update(organizationId: number, feedId: number, input: { channel: ChannelFeedChannel; label: string; url: string }, actor: AuditActor) {
      if (!(await repository.update(organizationId, feedId, input, actor, now()))) throw new AppError('not_found', 'No such calendar.');
      return feedView(await requireFeed(organizationId, feedId));
    },

    async remove(organizationId: number, feedId: number, actor: AuditActor) {
      if (!(await repository.remove(organizationId, feedId, actor))) throw new AppError('not_found', 'No such calendar.');
    },

    // "Sync now": the feed's result comes back in the feed (a failing URL is not an API error).
    async syncNow(organizationId: number, feedId: number) {
      await syncFeed(await requireFeed(organizationId, feedId));
      return feedView(await requireFeed(organizationId, feedId));
    },

    // "Test this URL": fetch and read, store nothing.
    async test(url: string): Promise<ChannelFeedTestResult> {
      const fetched = await fetchFeed(url, { etag: null, lastModified: null }, fetchOptions);
      if (fetched.kind === 'failed') return { ok: false, eventCount: 0, error: fetched.message, errorReason: fetched.reason };
      if (fetched.kind === 'not_modified') return { ok: true, eventCount: 0, error: null, errorReason: null };
      const today = localDate(now(), 'UTC');
      try {
        return { ok: true, eventCount: parseFeed(fetched.body, { propertyTimeZone: 'UTC', from: today, until: addDays(today, horizonDays) }).length, error: null, errorReason: null };
      } catch (error) {
        if (!(error instanceof FeedParseError)) throw error;
        return { ok: false, eventCount: 0, error: error.message, errorReason: 'malformed' };
      }
    },

    async conflicts(organizationId: number) {
      return { data: (await repository.conflicts(organizationId)).map(conflictView) };
    },

    dashboard: {
      openConflicts: async (organizationId: number) => (await repository.conflicts(organizationId)).map(conflictView),
      failingFeeds: async (organizationId: number) =>
        (await repository.feeds(organizationId, {}))
          .filter((row) => row.consecutive_failures >= channelFeedFailingAfter)
          .map((row) => ({ feedId: row.id, label: row.label, unitName: row.unit_name, lastError: row.last_error, lastErrorReason: row.last_error_reason, failures: row.consecutive_failures })),
    },

    runner: {
      async syncDue(at: Date) {
        let synced = 0;
        let failed = 0;
        for (const due of await repository.dueFeeds(at, feedsPerRun)) {
          const row = await repository.feed(due.organization_id, due.id);
          if (!row) continue;
          if ((await syncFeed(row)) === 'failed') failed++;
          else synced++;
        }
        return { synced, failed };
      },
    },
  };
}
