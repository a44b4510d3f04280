import { sql } from 'drizzle-orm';
import { markListingChanged, queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

// The rates-and-availability calendar's rows and its set-based writes. A read is a handful of
// queries whatever the range (no per-day round trips); a bulk update or an import is one
// INSERT … SELECT FROM unnest(…) ON CONFLICT DO UPDATE in one transaction, with its audit entry
// and the listing change that tells search caches to reload the organization.

export type PropertyHead = { id: number; name: string; currency: string };
export type UnitTypeHead = { id: number; name: string; active_units: number };
export type PlanLink = { id: number; name: string; parent_rate_plan_id: number | null; derived_percent: string | null; is_active: boolean };
export type RateRow = {
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
export type AllocationRow = {
  id: number;
  unit_id: number;
  unit_type_id: number;
  kind: 'hold' | 'stay' | 'block';
  starts_on: string;
  ends_on: string;
  booking_code: string | null;
  block_reason: 'owner_stay' | 'maintenance' | 'other' | 'channel' | null;
  note: string | null;
};

// One cell to write: a unit type's night, with what a derived plan starts from (else nulls).
export type Cell = {
  unitTypeId: number;
  date: string;
  fallback: { priceMinor: number; minStay: number; maxStay: number | null; closedToArrival: boolean; closedToDeparture: boolean; stopSell: boolean } | null;
};
export type CellValues = { priceMinor?: number; minStay?: number; maxStay?: number | null; closedToArrival?: boolean; closedToDeparture?: boolean; stopSell?: boolean };

// A PostgreSQL array literal for unnest(): one bound parameter however many cells.
const arrayOf = (values: readonly (string | number | boolean | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value))).join(',')}}`;
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

export type RatesCalendarRepository = ReturnType<typeof createRatesCalendarRepository>;

export function createRatesCalendarRepository(db: Database) {
  return {
    async property(organizationId: number, propertyId: number): Promise<PropertyHead | undefined> {
      const [row] = await queryRows<PropertyHead>(db, sql`select id, name, currency from properties where organization_id = ${organizationId} and id = ${propertyId}`);
      return row;
    },

    // Every property with its unit types, units and plans, in three queries.
    async pickers(organizationId: number) {
      const [properties, unitTypes, units, plans] = await Promise.all([
        queryRows<PropertyHead>(db, sql`select id, name, currency from properties where organization_id = ${organizationId} order by name, id`),
        queryRows<{ id: number; property_id: number; name: string }>(db, sql`select id, property_id, name from unit_types where organization_id = ${organizationId} order by id`),
        queryRows<{ id: number; unit_type_id: number; name: string }>(db, sql`select id, unit_type_id, name from units where organization_id = ${organizationId} order by name, id`),
        queryRows<{ id: number; property_id: number; name: string; derived: boolean; is_active: boolean }>(
          db,
          sql`select id, property_id, name, parent_rate_plan_id is not null as derived, is_active from rate_plans where organization_id = ${organizationId} order by sort_order, id`,
        ),
      ]);
      return { properties, unitTypes, units, plans };
    },

    // Active unit types (all of the property's, or the given ones), with their active units.
    async unitTypes(organizationId: number, propertyId: number): Promise<UnitTypeHead[]> {
      return queryRows<UnitTypeHead>(
        db,
        sql`select ut.id, ut.name, (select count(*)::int from units u where u.unit_type_id = ut.id and u.is_active) as active_units
            from unit_types ut where ut.organization_id = ${organizationId} and ut.property_id = ${propertyId} and ut.is_active order by ut.id`,
      );
    },

    async plans(organizationId: number, propertyId: number): Promise<PlanLink[]> {
      return queryRows<PlanLink>(
        db,
        sql`select id, name, parent_rate_plan_id, derived_percent::text as derived_percent, is_active from rate_plans
            where organization_id = ${organizationId} and property_id = ${propertyId} order by sort_order, id`,
      );
    },

    async rates(organizationId: number, unitTypeIds: readonly number[], planIds: readonly number[], from: string, to: string): Promise<RateRow[]> {
      if (unitTypeIds.length === 0 || planIds.length === 0) return [];
      return queryRows<RateRow>(
        db,
        sql`select d.unit_type_id, d.rate_plan_id, d.date::text as date, d.price_minor, d.min_stay, d.max_stay, d.closed_to_arrival, d.closed_to_departure, d.stop_sell
            from daily_rates d
            where d.organization_id = ${organizationId} and d.unit_type_id = any(${arrayOf(unitTypeIds)}::int[]) and d.rate_plan_id = any(${arrayOf(planIds)}::int[])
              and d.date between ${from}::date and ${to}::date
            order by d.unit_type_id, d.rate_plan_id, d.date`,
      );
    },

    // Live allocations of the property's active units over [from, to]: stays, unpaid holds that
    // have not lapsed, blocks. (Lapsed holds no longer take a unit, as guests' searches see it.)
    async allocations(organizationId: number, propertyId: number, from: string, to: string, now: Date): Promise<AllocationRow[]> {
      return queryRows<AllocationRow>(
        db,
        sql`select a.id, a.unit_id, u.unit_type_id, a.kind, a.starts_on::text as starts_on, a.ends_on::text as ends_on, b.code as booking_code, a.block_reason, a.note
            from units u
            join unit_allocations a on a.unit_id = u.id and a.organization_id = ${organizationId} and a.released_at is null
              and (a.kind <> 'hold' or a.expires_at > ${now.toISOString()}::timestamptz)
              and a.starts_on <= ${to}::date and a.ends_on > ${from}::date
            left join bookings b on b.id = a.booking_id
            where u.organization_id = ${organizationId} and u.property_id = ${propertyId} and u.is_active
            order by a.starts_on, a.id`,
      );
    },

    /**
     * Writes `set` on every cell, keeping what it doesn't set (the stored row, else the cell's
     * fallback). A cell with neither a row, a fallback nor a price in `set` is left out: a night
     * without a price can't be stored. Answers the rows written. Cells are the unit types × dates
     * (a base plan: no fallbacks, so only the two short lists travel), or listed one by one with
     * the values a derived plan starts from.
     */
    async bulkUpdate(input: {
      organizationId: number;
      ratePlanId: number;
      cells: { unitTypeIds: readonly number[]; dates: readonly string[] } | { list: readonly Cell[] };
      set: CellValues;
      actor: AuditActor;
      audit: Record<string, unknown>;
    }): Promise<number> {
      const { organizationId, ratePlanId, set } = input;
      const setMax = set.maxStay !== undefined;
      let cells;
      if ('list' in input.cells) {
        const list = input.cells.list;
        const fb = <K extends keyof NonNullable<Cell['fallback']>>(key: K) => arrayOf(list.map((cell) => (cell.fallback ? cell.fallback[key] : null)));
        cells = sql`select * from unnest(${arrayOf(list.map((cell) => cell.unitTypeId))}::int[], ${arrayOf(list.map((cell) => cell.date))}::date[],
            ${fb('priceMinor')}::int[], ${fb('minStay')}::int[], ${fb('maxStay')}::int[], ${fb('closedToArrival')}::bool[], ${fb('closedToDeparture')}::bool[], ${fb('stopSell')}::bool[])
            as c(unit_type_id, date, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)`;
      } else {
        cells = sql`select u.unit_type_id, d.date, null::int as price_minor, null::int as min_stay, null::int as max_stay,
            null::boolean as closed_to_arrival, null::boolean as closed_to_departure, null::boolean as stop_sell
          from unnest(${arrayOf(input.cells.unitTypeIds)}::int[]) as u(unit_type_id) cross join unnest(${arrayOf(input.cells.dates)}::date[]) as d(date)`;
      }
      return db.transaction(async (tx) => {
        const written = await queryRows<{ n: number }>(
          tx,
          sql`with cells as (${cells}), upserted as (
                insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
                select ${organizationId}::int, c.unit_type_id, ${ratePlanId}::int, c.date,
                  coalesce(${orNull(set.priceMinor)}::int, e.price_minor, c.price_minor),
                  coalesce(${orNull(set.minStay)}::int, e.min_stay, c.min_stay, 1),
                  case when ${setMax}::boolean then ${orNull(set.maxStay)}::int when e.date is not null then e.max_stay else c.max_stay end,
                  coalesce(${orNull(set.closedToArrival)}::boolean, e.closed_to_arrival, c.closed_to_arrival, false),
                  coalesce(${orNull(set.closedToDeparture)}::boolean, e.closed_to_departure, c.closed_to_departure, false),
                  coalesce(${orNull(set.stopSell)}::boolean, e.stop_sell, c.stop_sell, false)
                from cells c
                left join daily_rates e on e.unit_type_id = c.unit_type_id and e.rate_plan_id = ${ratePlanId}::int and e.date = c.date
                where coalesce(${orNull(set.priceMinor)}::int, e.price_minor, c.price_minor) is not null
                on conflict (unit_type_id, rate_plan_id, date, organization_id) do update set
                  price_minor = excluded.price_minor, min_stay = excluded.min_stay, max_stay = excluded.max_stay,
                  closed_to_arrival = excluded.closed_to_arrival, closed_to_departure = excluded.closed_to_departure, stop_sell = excluded.stop_sell
                returning 1)
              select count(*)::int as n from upserted`,
        );
        const updated = written[0]?.n ?? 0;
        await writeAuditEntry(tx, { organizationId, actor: input.actor, action: 'rates.bulk_updated', entityType: 'rate_plan', entityId: ratePlanId, after: { ...input.audit, updated } });
        await markListingChanged(tx, organizationId);
        return updated;
      });
    },

    // Stored rows of the property's unit types and plans over [from, to], with their names.
    async exportRows(organizationId: number, propertyId: number, from: string, to: string, ratePlanId: number | undefined) {
      return queryRows<RateRow & { unit_type: string; rate_plan: string }>(
        db,
        sql`select d.date::text as date, d.unit_type_id, ut.name as unit_type, d.rate_plan_id, rp.name as rate_plan, d.price_minor, d.min_stay, d.max_stay,
              d.closed_to_arrival, d.closed_to_departure, d.stop_sell
            from daily_rates d
            join unit_types ut on ut.id = d.unit_type_id and ut.organization_id = ${organizationId} and ut.property_id = ${propertyId}
            join rate_plans rp on rp.id = d.rate_plan_id and rp.organization_id = ${organizationId} and rp.property_id = ${propertyId}
            where d.organization_id = ${organizationId} and d.date between ${from}::date and ${to}::date
              ${ratePlanId === undefined ? sql`` : sql`and d.rate_plan_id = ${ratePlanId}`}
            order by d.date, ut.id, rp.sort_order, rp.id`,
      );
    },

    // Whole rows from an import, replacing what is stored on their dates.
    async importRows(input: { organizationId: number; propertyId: number; rows: readonly RateRow[]; actor: AuditActor; fileSummary: Record<string, unknown> }): Promise<number> {
      const { organizationId, rows } = input;
      const column = <K extends keyof RateRow>(key: K) => arrayOf(rows.map((row) => row[key]));
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into daily_rates (organization_id, unit_type_id, rate_plan_id, date, price_minor, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
              select ${organizationId}::int, r.* from unnest(${column('unit_type_id')}::int[], ${column('rate_plan_id')}::int[], ${column('date')}::date[],
                ${column('price_minor')}::int[], ${column('min_stay')}::int[], ${column('max_stay')}::int[], ${column('closed_to_arrival')}::bool[],
                ${column('closed_to_departure')}::bool[], ${column('stop_sell')}::bool[]) as r
              on conflict (unit_type_id, rate_plan_id, date, organization_id) do update set
                price_minor = excluded.price_minor, min_stay = excluded.min_stay, max_stay = excluded.max_stay,
                closed_to_arrival = excluded.closed_to_arrival, closed_to_departure = excluded.closed_to_departure, stop_sell = excluded.stop_sell`,
        );
        await writeAuditEntry(tx, { organizationId, actor: input.actor, action: 'rates.imported', entityType: 'property', entityId: input.propertyId, after: { ...input.fileSummary, rows: rows.length } });
        await markListingChanged(tx, organizationId);
        return rows.length;
      });
    },
  };
}
