import type { ListingFilter } from '../brand-scope/brand-scope-ports.ts';
import { listingScopeOf } from './listing-scope.ts';
import type { CandidateRow, ListedRow, SearchCriteria, SearchRepository, TextMatches } from './search.repository.ts';

// A search's candidate list from memory instead of SQL (decision 0047). Every search used to read
// its candidates from the database in list order: at 100,000 properties that is ~95,000 rows per
// request for the shared listing, most of a search's time. Here each listing scope (a brand, or
// the shared listing) is loaded once, in list order, with what the candidate conditions test
// (host, city, area, booking-engine flag, the name folded); a search filters it in memory. The
// database folds the text and matches it against city, country and area names (the same
// unaccented, case-folded LIKE over their indexes); property names are matched here, against the
// names as the database folds them (asked once per distinct name and kept), so "contains" is
// the same test.
// Freshness: every write to what the list depends on stamps its host in listing_changes in its
// own transaction (migration 0034's triggers; markListingChanged for rates), and every search
// asks for stamps newer than the scope's before answering: the changed hosts' rows are read
// again and patched in, or, when a property joined, left or moved in the list, the scope is
// read again whole. So a search never lists from a list older than the last committed write.

export type ListingSource = {
  // The scope's listed, active properties in list order; only some hosts' with organizationIds.
  listed: (filter: ListingFilter, organizationIds?: readonly number[]) => Promise<ListedRow[]>;
  textMatches: (text: string) => Promise<TextMatches>;
  // The names folded as textMatches folds the text, in the order given.
  foldNames: (names: readonly string[]) => Promise<string[]>;
  generation: () => Promise<number>;
  changesSince: (generation: number) => Promise<{ organizationIds: number[]; generation: number }>;
};

// The search repository's statements the index reads.
export function listingSourceOf(search: SearchRepository): ListingSource {
  return { listed: search.listed, textMatches: search.textMatches, foldNames: search.foldNames, generation: search.listingGeneration, changesSince: search.listingChangesSince };
}

// A kept row carries its name folded for the text match.
type IndexedRow = ListedRow & { folded_name: string };
type Entry = { rows: IndexedRow[]; generation: number };
const maxShapesPerList = 64;

// The same place in the list: the order keys (listOrder: featured, name, id) are unchanged.
const samePlace = (a: ListedRow, b: ListedRow) => a.id === b.id && a.is_featured === b.is_featured && a.name === b.name;

export function createListingIndex(source: ListingSource, options: { maxScopes?: number; maxFolds?: number } = {}) {
  const maxScopes = options.maxScopes ?? 200;
  // About 80 bytes a name beside the list's own rows: at most ~40 MB. A listing with more distinct
  // names than this still matches right, it just folds them again on each whole read.
  const maxFolds = options.maxFolds ?? 500_000;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  // Per list (an entry's rows, replaced whole on a change), its filtered lists by conditions.
  const memo = new WeakMap<readonly ListedRow[], Map<string, CandidateRow[]>>();
  // Folded names by name, across scopes: a whole list read again (a property joined, left or was
  // renamed) folds only the names it hasn't seen. Folding every name in the list's own statement
  // made the shared listing's reload at 100,000 properties 2.5 times as long (about 420 ms
  // instead of 170).
  const folds = new Map<string, string>();

  // The rows (just read, this index's own objects) with their names folded.
  async function withFolded(rows: ListedRow[]): Promise<IndexedRow[]> {
    const known = new Map<string, string>();
    const unknown = new Set<string>();
    for (const row of rows) {
      if (known.has(row.name)) continue;
      const folded = folds.get(row.name);
      if (folded === undefined) unknown.add(row.name);
      else known.set(row.name, folded);
    }
    if (unknown.size > 0) {
      const names = [...unknown];
      const folded = await source.foldNames(names);
      if (folds.size + names.length > maxFolds) folds.clear();
      names.forEach((name, index) => {
        known.set(name, folded[index]!);
        folds.set(name, folded[index]!);
      });
    }
    for (const row of rows) (row as IndexedRow).folded_name = known.get(row.name)!;
    return rows as IndexedRow[];
  }

  function load(key: string, filter: ListingFilter): Promise<Entry> {
    const running = loading.get(key);
    if (running) return running;
    // The generation is read before the rows: a change committed in between is in the rows and
    // is applied once more, never missed.
    const loaded = source.generation().then(async (generation) => {
      const entry = { rows: await withFolded(await source.listed(filter)), generation };
      entries.delete(key);
      if (entries.size >= maxScopes) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      return entry;
    });
    loading.set(key, loaded);
    return loaded.finally(() => loading.delete(key));
  }

  async function current(key: string, filter: ListingFilter): Promise<IndexedRow[]> {
    const entry = entries.get(key);
    if (!entry) return (await load(key, filter)).rows;
    const changed = await source.changesSince(entry.generation);
    if (changed.organizationIds.length === 0) return entry.rows;
    const hosts = new Set(changed.organizationIds);
    const fresh = await withFolded(await source.listed(filter, changed.organizationIds));
    const known = entry.rows.filter((row) => hosts.has(row.organization_id));
    // A property that joined, left or moved: only the database can place it in the list.
    if (known.length !== fresh.length || known.some((row, index) => !samePlace(row, fresh[index]!))) return (await load(key, filter)).rows;
    const byId = new Map(fresh.map((row) => [row.id, row]));
    const rows = entry.rows.map((row) => byId.get(row.id) ?? row);
    if (changed.generation > entry.generation && entries.get(key) === entry) entries.set(key, { rows, generation: changed.generation });
    return rows;
  }

  return {
    // What search.candidates(criteria) answers from SQL: listed, active, matching the text and
    // place, in list order.
    async candidates(criteria: SearchCriteria): Promise<CandidateRow[]> {
      const scope = listingScopeOf(criteria.filter);
      const text = criteria.text === undefined || criteria.text === '' ? null : criteria.text;
      const [rows, matches] = await Promise.all([current(scope.key, scope.filter), text === null ? null : source.textMatches(text)]);
      // The same list for the same conditions is the same array, so what a search works out from
      // it can be kept while the list doesn't change (property-search's hosting memo).
      const key = JSON.stringify([criteria.filter.excludedOrganizationIds, criteria.bookingEngineOnly, criteria.cityId ?? null, criteria.areaId ?? null, matches && [matches.folded, matches.cityIds, matches.areaIds]]);
      let filtered = memo.get(rows);
      if (!filtered) memo.set(rows, (filtered = new Map()));
      const kept = filtered.get(key);
      if (kept) return kept;
      const excluded = new Set(criteria.filter.excludedOrganizationIds);
      const matching = matches && { folded: matches.folded, cities: new Set(matches.cityIds), areas: new Set(matches.areaIds) };
      const found = rows.filter(
        (row) =>
          !excluded.has(row.organization_id) &&
          (!criteria.bookingEngineOnly || row.allow_for_booking_engine) &&
          (criteria.cityId === undefined || row.city_id === criteria.cityId) &&
          (criteria.areaId === undefined || row.area_id === criteria.areaId) &&
          (matching === null ||
            (row.city_id !== null && matching.cities.has(row.city_id)) ||
            (row.area_id !== null && matching.areas.has(row.area_id)) ||
            row.folded_name.includes(matching.folded)),
      );
      if (filtered.size >= maxShapesPerList) filtered.delete(filtered.keys().next().value as string);
      filtered.set(key, found);
      return found;
    },
  };
}
