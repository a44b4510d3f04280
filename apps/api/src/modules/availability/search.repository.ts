import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import type { GuestCount, Stay } from '@direct/domain';
import type { ListingFilter } from '../catalog/listing-filter.ts';
import { listingConditions } from '../catalog/listing-sql.ts';
import { liveAllocation } from './availability.repository.ts';

// The coarse, SQL side of property search: scope, text, capacity and, for a stay, the night-by-
// night conditions every bookable offer must meet. It may let through a property the domain
// then rejects (e.g. each night open on a different plan), never the other way round.

export type SearchCriteria = { filter: ListingFilter; text: string | undefined; guests: GuestCount; bookingEngineOnly: boolean };
export type Candidate = { id: number; organization_id: number };

const fromListed = sql`from properties p join organizations o on o.id = p.organization_id`;
const order = sql`order by p.is_featured desc, p.name asc, p.id asc`;

// Case- and accent-insensitive "contains", on the city, area, country and property name.
function textCondition(text: string | undefined): SQL {
  if (text === undefined || text === '') return sql`true`;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  // The expression migration 0003 indexes (trigram GIN), so '%term%' can use those indexes.
  const like = (column: SQL) => sql`public.f_unaccent(lower(${column})) like public.f_unaccent(lower(${pattern}))`;
  return sql`(${like(sql`p.name`)}
    or exists (select 1 from cities c join countries co on co.id = c.country_id
               where c.id = p.city_id and (${like(sql`c.name`)} or ${like(sql`co.name`)}))
    or exists (select 1 from areas ar where ar.id = p.area_id and ${like(sql`ar.name`)}))`;
}

function fitsGuests(guests: GuestCount): SQL {
  return sql`ut.max_adults >= ${guests.adults} and ut.max_children >= ${guests.children}
    and ut.max_occupancy >= ${guests.adults + guests.children} and (${guests.pets} = 0 or ut.pets_allowed)`;
}

// Superset conditions: a derived plan's rows are its own or its parent's, so "some row of any
// plan" covers every plan's effective row.
function stayConditions(stay: Stay, nights: number, now: Date): SQL {
  const checkIn = sql`${stay.checkIn}::date`;
  const checkOut = sql`${stay.checkOut}::date`;
  return sql`
    (select count(distinct d.date) from daily_rates d
      where d.unit_type_id = ut.id and d.date >= ${checkIn} and d.date < ${checkOut} and not d.stop_sell) = ${nights}
    and exists (select 1 from daily_rates d where d.unit_type_id = ut.id and d.date = ${checkIn}
      and not d.stop_sell and not d.closed_to_arrival and d.min_stay <= ${nights} and (d.max_stay is null or d.max_stay >= ${nights}))
    and exists (select 1 from rate_plans rp where rp.property_id = p.id and not exists (
      select 1 from daily_rates d where d.rate_plan_id = rp.id and d.unit_type_id = ut.id and d.date = ${checkOut} and d.closed_to_departure))
    and not exists (
      select 1 from generate_series(${checkIn}, ${checkOut} - 1, interval '1 day') as n(night)
      where not exists (select 1 from units u where u.unit_type_id = ut.id and u.is_active and not exists (
        select 1 from unit_allocations a where a.unit_id = u.id and ${liveAllocation(now)}
          and a.starts_on <= n.night::date and a.ends_on > n.night::date)))`;
}

function conditions(criteria: SearchCriteria, unitTypeCondition: SQL): SQL {
  const engine = criteria.bookingEngineOnly ? sql`p.allow_for_booking_engine` : sql`true`;
  return sql`${listingConditions(criteria.filter)} and p.is_active and ${engine} and ${textCondition(criteria.text)}
    and exists (select 1 from unit_types ut where ut.property_id = p.id and ut.is_active and ${fitsGuests(criteria.guests)}
      and exists (select 1 from units u where u.unit_type_id = ut.id and u.is_active) and ${unitTypeCondition})`;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(db: Database) {
  return {
    // Without dates: a page of the properties that can host the guests, with the total.
    async page(criteria: SearchCriteria, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
      const where = conditions(criteria, sql`true`);
      const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${fromListed} where ${where}`);
      const rows = await queryRows<{ id: number }>(db, sql`select p.id ${fromListed} where ${where} ${order} limit ${limit} offset ${offset}`);
      return { total: counted?.total ?? 0, ids: rows.map((row) => row.id) };
    },

    // With a stay: every property that may have a bookable offer, in list order.
    async candidates(criteria: SearchCriteria, stay: Stay, nights: number, now: Date): Promise<Candidate[]> {
      return queryRows<Candidate>(
        db,
        sql`select p.id, p.organization_id ${fromListed} where ${conditions(criteria, stayConditions(stay, nights, now))} ${order}`,
      );
    },
  };
}
