import { sql, type SQL } from 'drizzle-orm';
import type { GuestCount } from '@direct/domain';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';

// Which properties a search may list before any stay is checked, as SQL over
// `properties p join organizations o on o.id = p.organization_id`.

export type SearchCriteria = {
  filter: ListingFilter;
  text: string | undefined;
  cityId: number | undefined;
  areaId: number | undefined;
  guests: GuestCount;
  bookingEngineOnly: boolean;
};

export const fromListed = sql`from properties p join organizations o on o.id = p.organization_id`;
// The explore page's order: featured first, then by name.
export const listOrder = sql`p.is_featured desc, p.name asc, p.id asc`;

// Case- and accent-insensitive "contains", on the city, area, country and property name. One
// branch per name, each through its index (the names' trigram indexes of migration 0003, then
// properties by city or area), so a search never folds every property's name on the fly; a
// place's translated names are reference data of a few rows per place, read as they are.
// fold is the exact expression migration 0003 indexes.
const fold = (value: SQL | string) => sql`public.f_unaccent(lower(${value}))`;
function likeText(text: string): (column: SQL) => SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return (column) => sql`${fold(column)} like ${fold(pattern)}`;
}

// A city or area (`alias`) is found by its name or by its name in any language of its
// translations: a German guest types "Lissabon", a Portuguese one "Lisboa".
function placeNamed(like: (column: SQL) => SQL, alias: 'c' | 'ar'): SQL {
  const table = sql.raw(alias);
  return sql`(${like(sql`${table}.name`)} or exists (select 1 from jsonb_each(${table}.translations) tr where ${like(sql`(tr.value->>'name')`)}))`;
}

function textCondition(text: string | undefined): SQL {
  if (text === undefined || text === '') return sql`true`;
  const like = likeText(text);
  return sql`p.id in (
    select pc.id from properties pc join cities c on c.id = pc.city_id join countries co on co.id = c.country_id
      where ${placeNamed(like, 'c')} or ${like(sql`co.name`)}
    union select pa.id from properties pa join areas ar on ar.id = pa.area_id where ${placeNamed(like, 'ar')}
    union select pn.id from properties pn where ${like(sql`pn.name`)})`;
}

export function fitsGuests(guests: GuestCount): SQL {
  return sql`ut.max_adults >= ${guests.adults} and ut.max_children >= ${guests.children}
    and ut.max_occupancy >= ${guests.adults + guests.children} and (${guests.pets}::int = 0 or ut.pets_allowed)`;
}

// Listed, active and matching the text and place. Capacity and amenities are the facts' (they
// would cost a join per candidate here); a stay's check and the page's check test them live.
export function candidateConditions(criteria: SearchCriteria): SQL {
  const conditions: SQL[] = [listingConditions(criteria.filter), sql`p.is_active`, textCondition(criteria.text)];
  if (criteria.bookingEngineOnly) conditions.push(sql`p.allow_for_booking_engine`);
  if (criteria.cityId !== undefined) conditions.push(sql`p.city_id = ${criteria.cityId}`);
  if (criteria.areaId !== undefined) conditions.push(sql`p.area_id = ${criteria.areaId}`);
  return sql.join(conditions, sql` and `);
}

// What textCondition matches outside property names: the text folded as the names' indexes fold
// them (`folded`), and the cities (by their or their country's name) and areas whose names contain
// it. The listing index (listing-index.ts) keeps the properties' places and folded names in memory
// and matches the names itself: the property-name branch read the heap pages of every property
// whose name contains the text (11–17 ms for a common word at 100,000), where a scan of the
// scope's kept names costs about a millisecond. Each array is one name index's.
export function textMatchesSql(text: string): SQL {
  const like = likeText(text);
  return sql`select ${fold(text)} as folded,
    array(select c.id from cities c join countries co on co.id = c.country_id where ${placeNamed(like, 'c')} or ${like(sql`co.name`)} order by c.id) as city_ids,
    array(select ar.id from areas ar where ${placeNamed(like, 'ar')} order by ar.id) as area_ids`;
}

// Names folded as likeText folds them (column `folded`), in the order given: a name contains a
// text exactly when its folded form contains the folded text.
export function foldedNamesSql(names: readonly string[]): SQL {
  return sql`select ${fold(sql`n.name`)} as folded
    from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as n(name, position) order by n.position`;
}
