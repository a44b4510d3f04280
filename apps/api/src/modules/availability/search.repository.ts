import { sql } from 'drizzle-orm';
import { idArray, queryPrepared, queryRows, type Database } from '@direct/db';
import type { GuestCount } from '@direct/domain';
import { averageNightlyPriceSql } from '../catalog/catalog-ports.ts';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';
import { candidateConditions, fitsGuests, foldedNamesSql, fromListed, listOrder, textMatchesSql, type SearchCriteria } from './search-conditions.ts';
import { cheapestStayOffer, type StayOfferInput } from './stay-offer-sql.ts';

// The SQL side of property search. Every method is scoped by the search's listing filter (a brand
// or the shared listing), so ids never reach other hosts' rows.

export type { SearchCriteria } from './search-conditions.ts';

export type CandidateRow = { id: number; organization_id: number };
// A listed property with what the candidate conditions test and its list-order keys.
export type ListedRow = CandidateRow & { city_id: number | null; area_id: number | null; allow_for_booking_engine: boolean; is_featured: boolean; name: string };
// A search text folded as names are, and the cities and areas it names (textMatchesSql).
export type TextMatches = { folded: string; cityIds: number[]; areaIds: number[] };
// What a search filters and counts on that changes rarely: see search-facts.ts.
export type FactsRow = {
  id: number;
  organization_id: number;
  currency: string;
  // The card's averageNightlyPrice; null without a priced night in its window.
  amount_minor: number | null;
  amenity_ids: number[];
  // [max adults, max children, max occupancy, pets allowed] of each active unit type with an active unit.
  unit_types: [number, number, number, boolean][] | null;
};
export type StayScanRow = { id: number; position: number; currency: string; amenity_ids: number[]; total_minor: number | null; uncertain: boolean };

export type SearchRepository = ReturnType<typeof createSearchRepository>;

const onlyIds = (ids: readonly number[] | undefined) => (ids ? sql`and p.id = any(${idArray(ids)})` : sql``);
const onlyOrganizations = (ids: readonly number[] | undefined) => (ids ? sql`and p.organization_id = any(${idArray(ids)})` : sql``);

// Which properties facts() loads: all of the scope, some of them, or those of some hosts.
export type FactsSelection = { ids?: readonly number[]; organizationIds?: readonly number[] };

export function createSearchRepository(db: Database) {
  return {
    // Listed, active properties matching the text and place, in list order (an index-only scan
    // of migration 0004's list-order index).
    async candidates(criteria: SearchCriteria): Promise<CandidateRow[]> {
      return queryRows<CandidateRow>(db, sql`select p.id, p.organization_id ${fromListed} where ${candidateConditions(criteria)} order by ${listOrder}`);
    },

    // The listed, active properties of a scope (without text or place) in list order, or those
    // of some hosts; what the listing index keeps (listing-index.ts).
    async listed(filter: ListingFilter, organizationIds?: readonly number[]): Promise<ListedRow[]> {
      if (organizationIds?.length === 0) return [];
      return queryRows<ListedRow>(
        db,
        sql`select p.id, p.organization_id, p.city_id, p.area_id, p.allow_for_booking_engine, p.is_featured, p.name
            ${fromListed} where ${listingConditions(filter)} and p.is_active ${onlyOrganizations(organizationIds)} order by ${listOrder}`,
      );
    },

    // The search text folded, and the cities and areas whose names match it (shared reference
    // data; the listing index matches the scope's property names itself).
    async textMatches(text: string): Promise<TextMatches> {
      const [row] = await queryRows<{ folded: string; city_ids: number[]; area_ids: number[] }>(db, textMatchesSql(text));
      return { folded: row!.folded, cityIds: row!.city_ids, areaIds: row!.area_ids };
    },

    // Names folded as a search text is: a computation on the names given, reading no table.
    async foldNames(names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      return (await queryRows<{ folded: string }>(db, foldedNamesSql(names))).map((row) => row.folded);
    },

    // Of these properties, those with an active unit type (with an active unit) that hosts the guests.
    async hosting(filter: ListingFilter, ids: readonly number[], guests: GuestCount): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await queryPrepared<{ id: number }>(
        db,
        sql`select p.id ${fromListed} where ${listingConditions(filter)} and p.id = any(${idArray(ids)})
              and exists (select 1 from unit_types ut where ut.property_id = p.id and ut.is_active and ${fitsGuests(guests)}
                and exists (select 1 from units u where u.unit_type_id = ut.id and u.is_active))`,
      );
      return rows.map((row) => row.id);
    },

    // With a stay: of the candidates `ids` (in list order) with every amenity of `amenityIds`, the
    // first `limit` that have a bookable offer or may have one (uncertain), each with its cheapest
    // total; `position` is the index in `ids`. Candidates are priced one at a time in that order
    // and the database stops at `limit`, so a page costs about its size, not the result's.
    async stayScan(filter: ListingFilter, input: StayOfferInput, ids: readonly number[], limit: number, amenityIds: readonly number[]): Promise<StayScanRow[]> {
      if (ids.length === 0) return [];
      const amenities = amenityIds.map((id) => sql`and exists (select 1 from property_amenities pa where pa.property_id = p.id and pa.amenity_id = ${id})`);
      // One generic plan per connection: PostgreSQL otherwise re-plans this statement for every
      // call (its custom plans look cheaper than the generic one), and planning it took ~10 ms
      // against 1–5 ms of running it. The plan's shape is fixed anyway: candidates in order, one
      // lateral offer each, stopping at the limit (decision 0050).
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
        return queryPrepared<StayScanRow>(
        tx,
        sql`select c.id, c.position::int - 1 as position, p.currency, best.total_minor, best.uncertain,
              array(select pa.amenity_id from property_amenities pa where pa.property_id = p.id order by pa.amenity_id) as amenity_ids
            from (select u.id, u.position from unnest(${idArray(ids)}) with ordinality as u(id, position) order by u.position) c
            join properties p on p.id = c.id ${sql.join(amenities, sql` `)}
            join organizations o on o.id = p.organization_id and ${listingConditions(filter)}
            cross join lateral (${cheapestStayOffer(sql`c.id`, sql`p.organization_id`, input)}) best
            where best.total_minor is not null or best.uncertain
            -- The subquery's order: the lateral runs candidate by candidate and stops at the limit.
            order by c.position
            limit ${limit}`,
      );
      });
    },

    // Every amenity code: shared reference data, not any host's.
    async amenities(): Promise<{ id: number; code: string }[]> {
      return queryRows(db, sql`select a.id, a.code from amenities a order by a.code`);
    },

    // The facts of every property in the filter's scope, or of the selected ones; the price is
    // the catalogue card's own definition.
    async facts(filter: ListingFilter, from: string, nights: number, selection: FactsSelection = {}): Promise<FactsRow[]> {
      if (selection.ids?.length === 0 || selection.organizationIds?.length === 0) return [];
      const only = sql`${onlyIds(selection.ids)} ${onlyOrganizations(selection.organizationIds)}`;
      return queryPrepared<FactsRow>(
        db,
        // The prices are worked out once (materialized): the planner, expecting one property for a
        // brand, otherwise joined them by nested loop and re-sorted every night's price per property
        // (24 ms instead of 3 for a 50-property brand).
        sql`with n as materialized (${averageNightlyPriceSql(sql`select p.id ${fromListed} where ${listingConditions(filter)} ${only}`, from, nights)})
            select p.id, p.organization_id, p.currency, n.amount_minor,
              array(select pa.amenity_id from property_amenities pa where pa.property_id = p.id order by pa.amenity_id) as amenity_ids,
              (select json_agg(json_build_array(ut.max_adults, ut.max_children, ut.max_occupancy, ut.pets_allowed))
                 from unit_types ut where ut.property_id = p.id and ut.is_active
                   and exists (select 1 from units u where u.unit_type_id = ut.id and u.is_active)) as unit_types
            ${fromListed}
            left join n on n.property_id = p.id
            where ${listingConditions(filter)} ${only}`,
      );
    },

    // The latest listing change (markListingChanged in @direct/db); 0 before the first.
    async listingGeneration(): Promise<number> {
      const [row] = await queryRows<{ generation: string | number }>(db, sql`select coalesce(max(generation), 0) as generation from listing_changes`);
      return Number(row?.generation ?? 0);
    },

    // Hosts whose listings changed after `generation`, and the newest generation among them.
    async listingChangesSince(generation: number): Promise<{ organizationIds: number[]; generation: number }> {
      const rows = await queryRows<{ organization_id: number; generation: string | number }>(
        db,
        sql`select organization_id, generation from listing_changes where generation > ${generation}`,
      );
      return { organizationIds: rows.map((row) => row.organization_id), generation: Math.max(generation, ...rows.map((row) => Number(row.generation))) };
    },
  };
}
