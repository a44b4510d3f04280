import { sql } from 'drizzle-orm';
import { markListingChanged, queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { AriUpdateResult } from '@direct/contracts';

// The bulk ARI API's reads and its one set-based write: every cell of every update travels as
// columns of one INSERT … SELECT FROM unnest(…) ON CONFLICT DO UPDATE, in one transaction with
// the Idempotency-Key's claim, the audit entry and the listing change search caches reload on.

export type AriUnitType = { id: number; property_id: number; name: string; is_active: boolean; active_units: number };
export type AriPlan = { id: number; property_id: number; parent_rate_plan_id: number | null };
export type AriRateRow = {
  unit_type_id: number;
  rate_plan_id: number;
  date: string;
  price_minor: number;
  min_stay: number;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  stop_sell: boolean;
};
export type AriAllocation = { unit_type_id: number; starts_on: string; ends_on: string };

// One night of one unit type's plan to write; null: keep what is stored. maxSet tells a cleared
// maximum (null) from one not given.
export type AriCells = {
  unitTypeId: number[];
  ratePlanId: number[];
  date: string[];
  priceMinor: (number | null)[];
  minStay: (number | null)[];
  maxStay: (number | null)[];
  maxSet: boolean[];
  closedToArrival: (boolean | null)[];
  closedToDeparture: (boolean | null)[];
  stopSell: (boolean | null)[];
};

export type StoredAriRequest = { body_hash: string; answer: AriUpdateResult | null };

// A PostgreSQL array literal for unnest(): one bound parameter however many cells.
const arrayOf = (values: readonly (string | number | boolean | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value))).join(',')}}`;
const ids = (values: readonly number[]) => arrayOf(values);

export type HostAriRepository = ReturnType<typeof createHostAriRepository>;

// Thrown inside the write's transaction when another request already holds the key.
export class AriReplay extends Error {
  readonly stored: StoredAriRequest;
  constructor(stored: StoredAriRequest) {
    super('replay');
    this.stored = stored;
  }
}

export function createHostAriRepository(db: Database) {
  return {
    async unitTypes(organizationId: number): Promise<AriUnitType[]> {
      return queryRows<AriUnitType>(
        db,
        sql`select ut.id, ut.property_id, ut.name, ut.is_active,
              (select count(*)::int from units u where u.unit_type_id = ut.id and u.is_active) as active_units
            from unit_types ut where ut.organization_id = ${organizationId} order by ut.property_id, ut.id`,
      );
    },

    async plans(organizationId: number): Promise<AriPlan[]> {
      return queryRows<AriPlan>(db, sql`select id, property_id, parent_rate_plan_id from rate_plans where organization_id = ${organizationId} order by sort_order, id`);
    },

    async rates(organizationId: number, unitTypeIds: readonly number[], planIds: readonly number[], from: string, to: string): Promise<AriRateRow[]> {
      if (unitTypeIds.length === 0 || planIds.length === 0) return [];
      return queryRows<AriRateRow>(
        db,
        sql`select d.unit_type_id, d.rate_plan_id, d.date::text as date, d.price_minor, d.min_stay, d.max_stay, d.closed_to_arrival, d.closed_to_departure, d.stop_sell
            from daily_rates d
            where d.organization_id = ${organizationId} and d.unit_type_id = any(${ids(unitTypeIds)}::int[]) and d.rate_plan_id = any(${ids(planIds)}::int[])
              and d.date between ${from}::date and ${to}::date`,
      );
    },

    // Live allocations of the unit types' active units over [from, to] (lapsed holds don't count).
    async allocations(organizationId: number, unitTypeIds: readonly number[], from: string, to: string, now: Date): Promise<AriAllocation[]> {
      if (unitTypeIds.length === 0) return [];
      return queryRows<AriAllocation>(
        db,
        sql`select u.unit_type_id, a.starts_on::text as starts_on, a.ends_on::text as ends_on
            from units u
            join unit_allocations a on a.unit_id = u.id and a.organization_id = ${organizationId} and a.released_at is null
              and (a.kind <> 'hold' or a.expires_at > ${now.toISOString()}::timestamptz)
              and a.starts_on <= ${to}::date and a.ends_on > ${from}::date
            where u.organization_id = ${organizationId} and u.unit_type_id = any(${ids(unitTypeIds)}::int[]) and u.is_active`,
      );
    },

    async storedRequest(organizationId: number, idempotencyKey: string): Promise<StoredAriRequest | undefined> {
      const [row] = await queryRows<StoredAriRequest>(db, sql`select body_hash, answer from ari_requests where organization_id = ${organizationId} and idempotency_key = ${idempotencyKey}`);
      return row;
    },

    /**
     * Writes the cells, keeping what a cell doesn't set from the stored row. A cell with neither a
     * stored row nor a price is left out (a night can't be stored without one). With a key, the
     * key is claimed first: a concurrent request with the same key waits on the unique index and
     * then finds this one's answer (AriReplay).
     */
    async write(input: {
      organizationId: number;
      idempotencyKey: string | undefined;
      bodyHash: string;
      cells: AriCells;
      actor: AuditActor;
      requestId: string | undefined;
      audit: Record<string, unknown>;
    }): Promise<AriUpdateResult> {
      const { organizationId, cells } = input;
      return db.transaction(async (tx) => {
        if (input.idempotencyKey !== undefined) {
          const claimed = await queryRows<{ id: number }>(
            tx,
            sql`insert into ari_requests (organization_id, idempotency_key, body_hash) values (${organizationId}, ${input.idempotencyKey}, ${input.bodyHash})
                on conflict do nothing returning id`,
          );
          if (claimed.length === 0) {
            const [first] = await queryRows<StoredAriRequest>(tx, sql`select body_hash, answer from ari_requests where organization_id = ${organizationId} and idempotency_key = ${input.idempotencyKey}`);
            if (!first) throw new Error('ARI request vanished');
            throw new AriReplay(first);
          }
        }
        const [written] = await queryRows<{ n: number }>(
          tx,
          sql`with cells as (
                select * from unnest(${arrayOf(cells.unitTypeId)}::int[], ${arrayOf(cells.ratePlanId)}::int[], ${arrayOf(cells.date)}::date[],
                  ${arrayOf(cells.priceMinor)}::int[], ${arrayOf(cells.minStay)}::int[], ${arrayOf(cells.maxStay)}::int[], ${arrayOf(cells.maxSet)}::bool[],
                  ${arrayOf(cells.closedToArrival)}::bool[], ${arrayOf(cells.closedToDeparture)}::bool[], ${arrayOf(cells.stopSell)}::bool[])
                  as c(unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay, max_set, closed_to_arrival, closed_to_departure, stop_sell)),
              upserted as (
                insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
                select ${organizationId}::int, c.unit_type_id, c.rate_plan_id, c.date,
                  coalesce(c.price_minor, e.price_minor),
                  coalesce(c.min_stay, e.min_stay, 1),
                  case when c.max_set then c.max_stay else e.max_stay end,
                  coalesce(c.closed_to_arrival, e.closed_to_arrival, false),
                  coalesce(c.closed_to_departure, e.closed_to_departure, false),
                  coalesce(c.stop_sell, e.stop_sell, false)
                from cells c
                left join daily_rates e on e.unit_type_id = c.unit_type_id and e.rate_plan_id = c.rate_plan_id and e.date = c.date
                where coalesce(c.price_minor, e.price_minor) is not null
                on conflict (unit_type_id, rate_plan_id, date, organization_id) do update set
                  price_minor = excluded.price_minor, min_stay = excluded.min_stay, max_stay = excluded.max_stay,
                  closed_to_arrival = excluded.closed_to_arrival, closed_to_departure = excluded.closed_to_departure, stop_sell = excluded.stop_sell
                returning 1)
              select count(*)::int as n from upserted`,
        );
        const updated = written?.n ?? 0;
        const answer: AriUpdateResult = { updated, skippedWithoutPrice: cells.date.length - updated };
        if (input.idempotencyKey !== undefined) {
          await tx.execute(sql`update ari_requests set answer = ${JSON.stringify(answer)}::jsonb where organization_id = ${organizationId} and idempotency_key = ${input.idempotencyKey}`);
        }
        await writeAuditEntry(tx, {
          organizationId,
          actor: input.actor,
          action: 'rates.ari_updated',
          entityType: 'organization',
          entityId: organizationId,
          after: { ...input.audit, ...answer, idempotencyKey: input.idempotencyKey ?? null },
          requestId: input.requestId,
        });
        await markListingChanged(tx, organizationId);
        return answer;
      });
    },
  };
}
