import { sql } from 'drizzle-orm';
import { emailOutbox, queryRows, sqlStateOf, writeConflictWebhookEvent, type Database } from '@direct/db';
import type { FeedEvent } from './feed-parse.ts';

// Applies a parsed feed to the unit's allocations in ONE transaction: a changed event moves, a
// removed one frees its nights, a new one blocks. The exclusion constraint decides overlaps; an
// event it refuses is kept as a conflict naming what it hits (the direct booking stays).

// Same key space as the bookings' holds and the host's blocks: allocation attempts on one unit
// type take turns.
const allocationLockSpace = 74_001;

export type RaisedConflict = {
  eventId: number;
  uid: string;
  summary: string | null;
  startsOn: string;
  endsOn: string;
  kind: 'stay' | 'hold' | 'block' | 'feed';
  bookingId: number | null;
  bookingCode: string | null;
  guestName: string | null;
  otherFeedLabel: string | null;
};

export type Recipient = { email: string; name: string; language: string };

export type ConflictEmail = { toAddress: string; subject: string; textBody: string; htmlBody: string; dedupeKey: string };

export type SyncTarget = { organizationId: number; feedId: number; unitId: number; unitTypeId: number };

type Existing = { id: number; event_key: string; starts_on: string; ends_on: string; allocation_id: number | null; conflict_kind: string | null; conflict_booking_id: number | null; conflict_feed_id: number | null };
type Hit = { allocation_id: number; kind: 'stay' | 'hold' | 'block'; booking_id: number | null; booking_code: string | null; guest_name: string | null; feed_id: number | null; feed_label: string | null };

export type FeedSyncRepository = ReturnType<typeof createFeedSyncRepository>;

export function createFeedSyncRepository(db: Database) {
  return {
    async apply(
      target: SyncTarget,
      input: { events: FeedEvent[]; today: string; etag: string | null; lastModified: string | null; now: Date; nextSyncAt: Date; mailFrom: string },
      emailsFor: (conflicts: RaisedConflict[], recipients: Recipient[]) => ConflictEmail[],
    ): Promise<{ applied: number; conflicts: number; raised: RaisedConflict[] } | null> {
      const { organizationId, feedId, unitId } = target;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${allocationLockSpace}::int, ${target.unitTypeId}::int)`);
        // Two syncs of one feed (the job and "sync now") take turns; a deleted feed ends here.
        const [locked] = await queryRows<{ id: number }>(tx, sql`select id from channel_feeds where organization_id = ${organizationId} and id = ${feedId} for update`);
        if (!locked) return null;
        const existing = await queryRows<Existing>(
          tx,
          sql`select id, event_key, starts_on::text as starts_on, ends_on::text as ends_on, allocation_id, conflict_kind, conflict_booking_id, conflict_feed_id
              from channel_feed_events where organization_id = ${organizationId} and feed_id = ${feedId}`,
        );
        const wanted = new Map(input.events.map((event) => [event.key, event]));
        const kept = new Map<string, Existing>();
        for (const row of existing) {
          const next = wanted.get(row.event_key);
          // A past applied event stays as history; everything else no longer (or differently) in the feed goes.
          const past = row.ends_on <= input.today && row.allocation_id !== null;
          if (past || (next && next.startsOn === row.starts_on && next.endsOn === row.ends_on)) {
            kept.set(row.event_key, row);
            continue;
          }
          if (row.allocation_id !== null) await tx.execute(sql`delete from unit_allocations where organization_id = ${organizationId} and id = ${row.allocation_id}`);
          await tx.execute(sql`delete from channel_feed_events where organization_id = ${organizationId} and id = ${row.id}`);
        }

        let applied = 0;
        const raised: RaisedConflict[] = [];
        for (const event of input.events) {
          const row = kept.get(event.key);
          if (row?.allocation_id != null) {
            applied++;
            continue;
          }
          // New, or a conflict tried again (what it hit may be gone).
          await tx.execute(sql`savepoint channel_event`);
          let allocationId: number | null = null;
          try {
            const [inserted] = await queryRows<{ id: number }>(
              tx,
              sql`insert into unit_allocations (organization_id, unit_id, kind, starts_on, ends_on, block_reason, note)
                  values (${organizationId}, ${unitId}, 'block', ${event.startsOn}::date, ${event.endsOn}::date, 'channel', ${event.summary?.slice(0, 200) ?? null})
                  returning id`,
            );
            allocationId = inserted!.id;
            await tx.execute(sql`release savepoint channel_event`);
          } catch (error) {
            if (sqlStateOf(error) !== '23P01') throw error;
            await tx.execute(sql`rollback to savepoint channel_event`);
          }
          if (allocationId !== null) {
            applied++;
            if (row) {
              await tx.execute(
                sql`update channel_feed_events set allocation_id = ${allocationId}, conflict_kind = null, conflict_booking_id = null, conflict_feed_id = null,
                      conflict_notified_at = null, summary = ${event.summary} where id = ${row.id}`,
              );
            } else {
              await tx.execute(
                sql`insert into channel_feed_events (organization_id, feed_id, event_key, uid, summary, starts_on, ends_on, allocation_id)
                    values (${organizationId}, ${feedId}, ${event.key}, ${event.uid}, ${event.summary}, ${event.startsOn}::date, ${event.endsOn}::date, ${allocationId})`,
              );
            }
            continue;
          }
          // What holds those nights: a stay first (the one the host must act on), then the earliest.
          const [hit] = await queryRows<Hit>(
            tx,
            sql`select a.id as allocation_id, a.kind, a.booking_id, b.code as booking_code,
                       (select trim(concat_ws(' ', g.first_name, g.last_name)) from guests g where g.booking_id = a.booking_id order by g.is_booker desc, g.position, g.id limit 1) as guest_name,
                       e.feed_id, f.label as feed_label
                from unit_allocations a
                left join bookings b on b.id = a.booking_id
                left join channel_feed_events e on e.allocation_id = a.id
                left join channel_feeds f on f.id = e.feed_id
                where a.organization_id = ${organizationId} and a.unit_id = ${unitId} and a.released_at is null
                  and a.starts_on < ${event.endsOn}::date and a.ends_on > ${event.startsOn}::date
                order by (a.kind = 'stay') desc, (a.kind = 'hold') desc, a.starts_on, a.id
                limit 1`,
          );
          const kind = hit?.feed_id != null ? 'feed' : (hit?.kind ?? 'block');
          const bookingId = hit?.booking_id ?? null;
          const otherFeedId = hit?.feed_id ?? null;
          const same = row && row.conflict_kind === kind && row.conflict_booking_id === bookingId && row.conflict_feed_id === otherFeedId;
          if (row) {
            if (!same) {
              await tx.execute(
                sql`update channel_feed_events set conflict_kind = ${kind}, conflict_booking_id = ${bookingId}, conflict_feed_id = ${otherFeedId},
                      conflict_notified_at = null, summary = ${event.summary} where id = ${row.id}`,
              );
            }
          } else {
            const [inserted] = await queryRows<{ id: number }>(
              tx,
              sql`insert into channel_feed_events (organization_id, feed_id, event_key, uid, summary, starts_on, ends_on, conflict_kind, conflict_booking_id, conflict_feed_id)
                  values (${organizationId}, ${feedId}, ${event.key}, ${event.uid}, ${event.summary}, ${event.startsOn}::date, ${event.endsOn}::date, ${kind}, ${bookingId}, ${otherFeedId})
                  returning id`,
            );
            kept.set(event.key, { id: inserted!.id, event_key: event.key, starts_on: event.startsOn, ends_on: event.endsOn, allocation_id: null, conflict_kind: kind, conflict_booking_id: bookingId, conflict_feed_id: otherFeedId });
          }
          if (!same) {
            raised.push({
              eventId: row?.id ?? kept.get(event.key)!.id,
              uid: event.uid,
              summary: event.summary,
              startsOn: event.startsOn,
              endsOn: event.endsOn,
              kind,
              bookingId,
              bookingCode: hit?.booking_code ?? null,
              guestName: hit?.guest_name ?? null,
              otherFeedLabel: hit?.feed_label ?? null,
            });
          }
        }
        const conflicts = input.events.length - applied;

        // The host hears of a new conflict at once: the email is written with the change.
        if (raised.length > 0) {
          const recipients = await queryRows<Recipient>(
            tx,
            sql`select u.email, u.name, u.language from organization_members m join host_users u on u.id = m.user_id
                where m.organization_id = ${organizationId} and m.role in ('owner', 'manager') order by m.id`,
          );
          const emails = emailsFor(raised, recipients);
          for (const email of emails) {
            await tx
              .insert(emailOutbox)
              .values({ organizationId, kind: 'calendar_conflict', fromAddress: input.mailFrom, ...email })
              .onConflictDoNothing({ target: emailOutbox.dedupeKey });
          }
          // Hosts' tools hear of it too (conflict.raised), in the same transaction.
          for (const conflict of raised) {
            await writeConflictWebhookEvent(tx, { organizationId, conflictId: conflict.eventId, bookingId: conflict.bookingId, unitId, feedId, startsOn: conflict.startsOn, endsOn: conflict.endsOn });
          }
          await tx.execute(
            sql`update channel_feed_events set conflict_notified_at = ${input.now.toISOString()}::timestamptz
                where organization_id = ${organizationId} and feed_id = ${feedId} and conflict_notified_at is null and conflict_kind is not null and allocation_id is null`,
          );
        }

        await tx.execute(
          sql`update channel_feeds set last_synced_at = ${input.now.toISOString()}::timestamptz, last_result = 'ok', last_error = null, last_error_reason = null, consecutive_failures = 0,
                event_count = ${input.events.length}, etag = ${input.etag}, last_modified = ${input.lastModified}, next_sync_at = ${input.nextSyncAt.toISOString()}::timestamptz,
                updated_at = ${input.now.toISOString()}::timestamptz
              where organization_id = ${organizationId} and id = ${feedId}`,
        );
        return { applied, conflicts, raised };
      });
    },
  };
}
