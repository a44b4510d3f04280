import { sql, type SQL } from 'drizzle-orm';
import { dateArray, idArray, queryPrepared, type Database } from '@direct/db';
import type { TextTranslations } from '@direct/domain/translated-text';
import type { PromotionRule } from '@direct/domain';
import { disjointRanges, type DateRange } from './date-ranges.ts';

export type { DateRange } from './date-ranges.ts';

// Rows that price and check stays. Every method takes the organizations it acts for (the
// property's host, or the hosts of a search's candidates), so ids can never reach other hosts' rows.

export type Scope = { organizationIds: readonly number[] };

export type PropertyHead = { id: number; organization_id: number; name: string; currency: string; timezone: string; allow_for_booking_engine: boolean };
export type UnitTypeRow = {
  id: number;
  property_id: number;
  name: string;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  base_occupancy: number;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  size_m2: number | null;
  pets_allowed: boolean;
  active_units: number;
};
export type RatePlanRow = {
  id: number;
  property_id: number;
  name: string;
  // Other languages of name and description (decision 0032).
  translations: TextTranslations;
  meal_plan: string;
  parent_rate_plan_id: number | null;
  derived_percent: string | null;
  allow_for_booking_engine: boolean;
  is_active: boolean;
  sort_order: number;
  cancellation_kind: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  cancellation_rules: { daysBeforeArrival: number; refundPercent: number }[];
};
export type DailyRateRow = {
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
export type PromotionRow = PromotionRule & { organizationId: number; translations: TextTranslations };

export type AllocatedRow = { unit_type_id: number; date: string; allocated: number };
export type FeeRow = {
  property_id: number;
  unit_type_id: number | null;
  name: string;
  translations: TextTranslations;
  kind: 'cleaning' | 'extra_guest' | 'pet' | 'linen' | 'service' | 'other';
  calculation: 'per_stay' | 'per_night' | 'per_guest' | 'per_guest_per_night' | 'per_pet' | 'per_pet_per_night';
  amount_minor: number;
  is_mandatory: boolean;
};
export type TaxRow = {
  property_id: number;
  name: string;
  translations: TextTranslations;
  kind: 'percentage' | 'per_person_per_night' | 'per_night' | 'per_stay';
  percent: string | null;
  amount_minor: number | null;
  includes_fees: boolean;
  applies_to_children: boolean;
  max_nights: number | null;
  exempt_under_age: number | null;
};

// An allocation that still takes its unit: not released, and not an unpaid hold that lapsed.
export const liveAllocation = (now: Date): SQL =>
  sql`a.released_at is null and (a.kind <> 'hold' or a.expires_at > ${now.toISOString()}::timestamptz)`;

// The ranges, made disjoint (a night in two of them comes once), as rows r(date_from, date_to)
// to join on: two date-array parameters, so the statement's text is the same for any number of
// ranges and can be named.
function dateRangeRows(ranges: readonly DateRange[]): SQL {
  const disjoint = disjointRanges(ranges);
  return sql`unnest(${dateArray(disjoint.map((range) => range.from))}, ${dateArray(disjoint.map((range) => range.to))}) as r(date_from, date_to)`;
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

export function createAvailabilityRepository(db: Database) {
  return {
    // The active property of an active host. organizationId: its host when the caller knows it
    // (a brand's call), so the lookup reads that host's shard alone (decision 0048).
    async property(propertyId: number, organizationId?: number): Promise<PropertyHead | undefined> {
      const host = organizationId === undefined ? sql`` : sql` and p.organization_id = ${organizationId}`;
      const [row] = await queryPrepared<PropertyHead>(
        db,
        sql`select p.id, p.organization_id, p.name, p.currency, c.timezone, p.allow_for_booking_engine
            from properties p join organizations o on o.id = p.organization_id join cities c on c.id = p.city_id
            where p.id = ${propertyId} and p.is_active and o.is_active${host}`,
      );
      return row;
    },

    async properties(scope: Scope, propertyIds: readonly number[]): Promise<PropertyHead[]> {
      if (propertyIds.length === 0) return [];
      return queryPrepared<PropertyHead>(
        db,
        sql`select p.id, p.organization_id, p.name, p.currency, c.timezone, p.allow_for_booking_engine from properties p join cities c on c.id = p.city_id
            where p.organization_id = any(${idArray(scope.organizationIds)}) and p.id = any(${idArray(propertyIds)})`,
      );
    },

    async unitTypes(scope: Scope, propertyIds: readonly number[]): Promise<UnitTypeRow[]> {
      if (propertyIds.length === 0) return [];
      return queryPrepared<UnitTypeRow>(
        db,
        sql`select ut.id, ut.property_id, ut.name, ut.max_adults, ut.max_children, ut.max_occupancy, ut.base_occupancy,
              ut.bedrooms, ut.bathrooms, ut.beds, ut.size_m_2 as size_m2, ut.pets_allowed,
              (select count(*)::int from units u where u.unit_type_id = ut.id and u.is_active) as active_units
            from unit_types ut
            where ut.organization_id = any(${idArray(scope.organizationIds)}) and ut.property_id = any(${idArray(propertyIds)}) and ut.is_active
            order by ut.property_id, ut.id`,
      );
    },

    // Every plan, inactive ones too: a derived plan prices from its parent whatever the parent's state.
    async ratePlans(scope: Scope, propertyIds: readonly number[]): Promise<RatePlanRow[]> {
      if (propertyIds.length === 0) return [];
      return queryPrepared<RatePlanRow>(
        db,
        sql`select rp.id, rp.property_id, rp.name, rp.translations, rp.meal_plan, rp.parent_rate_plan_id, rp.derived_percent::text as derived_percent,
              rp.allow_for_booking_engine, rp.is_active, rp.sort_order, cp.kind as cancellation_kind, cp.rules as cancellation_rules
            from rate_plans rp join cancellation_policies cp on cp.id = rp.cancellation_policy_id
            where rp.organization_id = any(${idArray(scope.organizationIds)}) and rp.property_id = any(${idArray(propertyIds)})
            order by rp.property_id, rp.sort_order, rp.id`,
      );
    },

    // The rates of the properties' unit types (one query with the other rows, not after them).
    async dailyRates(scope: Scope, propertyIds: readonly number[], ranges: readonly DateRange[]): Promise<DailyRateRow[]> {
      if (propertyIds.length === 0 || ranges.length === 0) return [];
      // Each range is its own scan of the (unit_type_id, date) index (migration 0035, it carries
      // every column read here), forced by the lateral subquery (`offset 0` keeps the planner from
      // flattening it into a join filter over all the unit type's nights). Given the ranges OR-ed
      // under their hull, the planner scanned the hull (a calendar now and a stay a year ahead read
      // 490 nights for 104) through the primary key: 500 heap pages and 4.3 ms at 100,000
      // properties, against 14 index pages and 0.3 ms here, in a generic plan too (decision 0051).
      // The ranges are disjoint, so each night comes once.
      const hosts = idArray(scope.organizationIds);
      return queryPrepared<DailyRateRow>(
        db,
        sql`select ut.id as unit_type_id, d.rate_plan_id, d.date::text as date, d.price_minor, d.min_stay, d.max_stay,
              d.closed_to_arrival, d.closed_to_departure, d.stop_sell
            from unit_types ut
            cross join ${dateRangeRows(ranges)}
            cross join lateral (select d.rate_plan_id, d.date, d.price_minor, d.min_stay, d.max_stay, d.closed_to_arrival, d.closed_to_departure, d.stop_sell
              from daily_rates d where d.unit_type_id = ut.id and d.date between r.date_from and r.date_to and d.organization_id = any(${hosts}) offset 0) d
            where ut.organization_id = any(${hosts}) and ut.property_id = any(${idArray(propertyIds)}) and ut.is_active`,
      );
    },

    // Per unit type and night of the ranges, how many of its active units a live allocation
    // takes. Nights without an entry have none taken. An allocation covers starts_on up to the
    // night before ends_on. The ranges are made disjoint, so a night is counted once, in one
    // statement for all of them. excludeBookingId: a host moving a stay re-quotes it as if its
    // own nights were free.
    async allocatedUnits(scope: Scope, propertyIds: readonly number[], ranges: readonly DateRange[], now: Date, excludeBookingId?: number): Promise<AllocatedRow[]> {
      if (propertyIds.length === 0 || ranges.length === 0) return [];
      return queryPrepared<AllocatedRow>(
        db,
        sql`select u.unit_type_id, n.night::date::text as date, count(distinct u.id)::int as allocated
            from units u
            join unit_allocations a on a.unit_id = u.id and ${liveAllocation(now)}
              ${excludeBookingId === undefined ? sql`` : sql`and a.booking_id is distinct from ${excludeBookingId}::int`}
            join ${dateRangeRows(ranges)}
              on a.starts_on <= r.date_to and a.ends_on > r.date_from
            cross join lateral generate_series(greatest(a.starts_on, r.date_from), least(a.ends_on - 1, r.date_to), interval '1 day') as n(night)
            where u.organization_id = any(${idArray(scope.organizationIds)}) and u.property_id = any(${idArray(propertyIds)}) and u.is_active
            group by u.unit_type_id, n.night`,
      );
    },

    async fees(scope: Scope, propertyIds: readonly number[]): Promise<FeeRow[]> {
      if (propertyIds.length === 0) return [];
      return queryPrepared<FeeRow>(
        db,
        sql`select f.property_id, f.unit_type_id, f.name, f.translations, f.kind, f.calculation, f.amount_minor, f.is_mandatory
            from fees f where f.organization_id = any(${idArray(scope.organizationIds)}) and f.property_id = any(${idArray(propertyIds)}) order by f.id`,
      );
    },

    // The hosts' active automatic promotions (a search's candidates share few hosts, so all of theirs).
    async promotions(scope: Scope): Promise<PromotionRow[]> {
      if (scope.organizationIds.length === 0) return [];
      return queryPrepared<PromotionRow>(
        db,
        sql`select pr.id, pr.organization_id as "organizationId", pr.property_id as "propertyId", pr.name, pr.kind, pr.percent::text as percent,
              pr.amount_minor as "amountMinor", pr.min_nights as "minNights", pr.min_days_before_arrival as "minDaysBeforeArrival",
              pr.stay_from::text as "stayFrom", pr.stay_until::text as "stayUntil", pr.is_active as "isActive", pr.translations
            from promotions pr where pr.organization_id = any(${idArray(scope.organizationIds)}) and pr.is_active order by pr.id`,
      );
    },

    async taxes(scope: Scope, propertyIds: readonly number[]): Promise<TaxRow[]> {
      if (propertyIds.length === 0) return [];
      return queryPrepared<TaxRow>(
        db,
        sql`select t.property_id, t.name, t.translations, t.kind, t.percent::text as percent, t.amount_minor, t.includes_fees, t.applies_to_children, t.max_nights, t.exempt_under_age
            from taxes t where t.organization_id = any(${idArray(scope.organizationIds)}) and t.property_id = any(${idArray(propertyIds)}) order by t.id`,
      );
    },
  };
}
