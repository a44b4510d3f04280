import { sql } from 'drizzle-orm';
import { queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { CalendarFeedSubject } from '@direct/contracts';

// Calendars out: the secret feed tokens of units and unit types, and the live allocations a feed
// shows. Every method takes the organization it acts for, except the public token lookup, which
// answers the organization the token belongs to.

export type FeedRow = {
  subject: CalendarFeedSubject;
  id: number;
  name: string;
  property_id: number;
  property_name: string;
  unit_type_name: string | null;
  token: string;
  rotated_at: string | null;
};

export type FeedTarget = { organization_id: number; unit_id: number | null; unit_type_id: number | null; name: string; property_name: string };
export type FeedAllocation = { id: number; unit_id: number; kind: 'hold' | 'stay' | 'block'; starts_on: string; ends_on: string; stamped_at: string };

export type CalendarExportRepository = ReturnType<typeof createCalendarExportRepository>;

export function createCalendarExportRepository(db: Database, newToken: () => string) {
  // The organization's units and unit types, each with its token (made here for those without).
  async function ensureTokens(organizationId: number): Promise<void> {
    const missing = await queryRows<{ unit_id: number | null; unit_type_id: number | null }>(
      db,
      sql`select u.id as unit_id, null::int as unit_type_id from units u
            where u.organization_id = ${organizationId} and not exists (select 1 from calendar_feed_tokens f where f.unit_id = u.id)
          union all
          select null::int, ut.id from unit_types ut
            where ut.organization_id = ${organizationId} and not exists (select 1 from calendar_feed_tokens f where f.unit_type_id = ut.id)`,
    );
    if (missing.length === 0) return;
    // Two first views at once: the unique indexes keep one token each, the other insert is a no-op.
    await db.execute(
      sql`insert into calendar_feed_tokens (organization_id, unit_id, unit_type_id, token)
          values ${sql.join(
            missing.map((row) => sql`(${organizationId}, ${row.unit_id}::int, ${row.unit_type_id}::int, ${newToken()})`),
            sql`, `,
          )}
          on conflict do nothing`,
    );
  }

  const feedRows = (organizationId: number, only?: { subject: CalendarFeedSubject; id: number }) =>
    queryRows<FeedRow>(
      db,
      sql`select * from (
            select 'unit_type' as subject, ut.id, ut.name, p.id as property_id, p.name as property_name, null as unit_type_name, f.token,
                   f.rotated_at::text as rotated_at, 0 as rank, ut.id as type_id
              from unit_types ut join properties p on p.id = ut.property_id
              join calendar_feed_tokens f on f.unit_type_id = ut.id and f.organization_id = ${organizationId}
              where ut.organization_id = ${organizationId}
            union all
            select 'unit', u.id, u.name, p.id, p.name, ut.name, f.token, f.rotated_at::text, 1, ut.id
              from units u join unit_types ut on ut.id = u.unit_type_id join properties p on p.id = u.property_id
              join calendar_feed_tokens f on f.unit_id = u.id and f.organization_id = ${organizationId}
              where u.organization_id = ${organizationId}
          ) feeds
          ${only ? sql`where subject = ${only.subject} and id = ${only.id}` : sql``}
          order by property_name, property_id, type_id, rank, name, id`,
    );

  return {
    async list(organizationId: number): Promise<FeedRow[]> {
      await ensureTokens(organizationId);
      return feedRows(organizationId);
    },

    // A new token for one unit's or unit type's feed, audited in the same transaction. Undefined
    // when the organization has no such unit or unit type.
    async rotate(organizationId: number, subject: CalendarFeedSubject, id: number, actor: AuditActor, requestId: string | undefined): Promise<FeedRow | undefined> {
      await ensureTokens(organizationId);
      const column = subject === 'unit' ? sql`unit_id` : sql`unit_type_id`;
      const rotated = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`update calendar_feed_tokens set token = ${newToken()}, rotated_at = now()
              where organization_id = ${organizationId} and ${column} = ${id} returning id`,
        );
        if (!row) return false;
        await writeAuditEntry(tx, { organizationId, actor, action: 'calendar_feed.rotated', entityType: subject, entityId: id, requestId });
        return true;
      });
      if (!rotated) return undefined;
      const [feed] = await feedRows(organizationId, { subject, id });
      return feed;
    },

    // Whose feed a token opens (the token itself is the credential).
    async target(token: string): Promise<FeedTarget | undefined> {
      const [row] = await queryRows<FeedTarget>(
        db,
        sql`select f.organization_id, f.unit_id, f.unit_type_id, coalesce(u.name, ut.name) as name, p.name as property_name
            from calendar_feed_tokens f
            left join units u on u.id = f.unit_id
            left join unit_types ut on ut.id = f.unit_type_id
            join properties p on p.id = coalesce(u.property_id, ut.property_id)
            where f.token = ${token}`,
      );
      return row;
    },

    // Active units of a unit type (a type's night is busy when all of them are taken).
    async activeUnits(organizationId: number, unitTypeId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, sql`select id from units where organization_id = ${organizationId} and unit_type_id = ${unitTypeId} and is_active order by id`);
      return rows.map((row) => row.id);
    },

    // Live allocations of the units ending on or after `since`: stays, unpaid holds that have not
    // lapsed, the host's blocks. Blocks imported from a channel's calendar are left out (they
    // came from a channel; sending them back would echo one channel's booking to the others as
    // ours, and back to itself). `stamped_at`: when the allocation last changed, for DTSTAMP.
    async allocations(organizationId: number, unitIds: readonly number[], since: string, now: Date): Promise<FeedAllocation[]> {
      if (unitIds.length === 0) return [];
      return queryRows<FeedAllocation>(
        db,
        sql`select a.id, a.unit_id, a.kind, a.starts_on::text as starts_on, a.ends_on::text as ends_on,
                   to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as stamped_at
            from unit_allocations a
            where a.organization_id = ${organizationId} and a.unit_id in (${sql.join(unitIds.map((unitId) => sql`${unitId}`), sql`, `)})
              and a.released_at is null and (a.kind <> 'hold' or a.expires_at > ${now.toISOString()}::timestamptz)
              and a.ends_on >= ${since}::date
              ${importedBlocksFilter}
            order by a.starts_on, a.id`,
      );
    },
  };
}

// Imported channel blocks never leave again. The import side (module channel-feeds) stores them
// as blocks with block_reason 'channel'; compared as text so this also runs on a schema whose
// enum doesn't have that value yet (then it excludes nothing).
const importedBlocksFilter = sql`and not (a.kind = 'block' and coalesce(a.block_reason::text, '') = 'channel')`;
