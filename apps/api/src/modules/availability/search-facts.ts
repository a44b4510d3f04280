import type { GuestCount } from '@direct/domain';
import { amenityMaskOf, type PricedRow } from './search-results.ts';
import type { FactsRow } from './search.repository.ts';

// The facts a search filters and counts on that change rarely: a property's card price (the
// average of its next 30 nights, the same for everyone on a day), its amenities and the capacity
// of its unit types. A search without dates needs them for every candidate (thousands, each
// costing 30 nights of rates), so they are loaded per listing scope and kept for a short while;
// a stale entry is served while one refresh runs in the background, and properties the cached
// scope doesn't know yet are loaded live. Nothing is listed on cached facts alone: the page's
// cards carry the live price and amenities, its capacity is checked live, and a stay's price and
// capacity are always computed live.
// A host write that changes these facts (a price, a stop-sell, a plan) stamps its organization
// with a new generation in its own transaction (markListingChanged in @direct/db). Every request
// asks for generations newer than the entry's and reloads those hosts' facts first, so a filter
// never works on a price the host has already changed, in any API process.

// A property's facts are also its row for the facets (the card's nightly price over one night),
// so a search without dates filters the cached objects themselves, allocating nothing per property.
type UnitTypeCapacity = readonly [maxAdults: number, maxChildren: number, maxOccupancy: number, petsAllowed: boolean];
export type PropertyFacts = PricedRow & {
  // [max adults, max children, max occupancy, pets allowed] of each unit type that can be sold.
  unitTypes: readonly UnitTypeCapacity[];
  // The same for a property with one unit type (most), packed in one number on the facts object
  // itself (packCapacity); -1: read unitTypes. The first search of a party size without dates
  // tests ~95,000 properties, and the list costs four dependent reads each: 0.4 µs a property, the
  // largest self time of those searches in a CPU profile (decision 0050).
  capacity: number;
};
export type Facts = ReadonlyMap<number, PropertyFacts>;

const byte = (value: number) => Number.isInteger(value) && value >= 0 && value <= 0xff;

export function packCapacity(unitTypes: readonly UnitTypeCapacity[]): number {
  const [only] = unitTypes;
  if (unitTypes.length !== 1 || !only || !byte(only[0]) || !byte(only[1]) || !byte(only[2])) return -1;
  return only[0] | (only[1] << 8) | (only[2] << 16) | ((only[3] ? 1 : 0) << 24);
}

export function factsOf(rows: readonly FactsRow[]): Map<number, PropertyFacts> {
  return new Map(
    rows.map((row) => {
      const unitTypes = row.unit_types ?? [];
      const facts = { id: row.id, organizationId: row.organization_id, currency: row.currency, amountMinor: row.amount_minor, perNights: 1, amenityIds: row.amenity_ids, amenityMask: amenityMaskOf(row.amenity_ids), unitTypes, capacity: packCapacity(unitTypes) };
      return [row.id, facts];
    }),
  );
}

// The same test as the domain's capacity check, on any one unit type.
export function hostsGuests(facts: PropertyFacts, guests: GuestCount): boolean {
  const packed = facts.capacity;
  if (packed >= 0) {
    return guests.adults <= (packed & 0xff) && guests.children <= ((packed >>> 8) & 0xff) && guests.adults + guests.children <= ((packed >>> 16) & 0xff) && (guests.pets === 0 || packed >>> 24 === 1);
  }
  for (const [maxAdults, maxChildren, maxOccupancy, petsAllowed] of facts.unitTypes) {
    if (guests.adults <= maxAdults && guests.children <= maxChildren && guests.adults + guests.children <= maxOccupancy && (guests.pets === 0 || petsAllowed)) return true;
  }
  return false;
}

type Entry = { facts: Facts; loadedAt: number; refreshing: boolean; generation: number };

export type FactsCache = ReturnType<typeof createFactsCache>;

export type FactsSource = {
  // All facts of a scope on a date, or only those of some hosts' properties.
  load: (scopeKey: string, date: string, organizationIds?: readonly number[]) => Promise<Facts>;
  // The newest listing change, and the hosts changed after a generation.
  generation: () => Promise<number>;
  changesSince: (generation: number) => Promise<{ organizationIds: number[]; generation: number }>;
};

export function createFactsCache(options: FactsSource & { ttlMs?: number; maxEntries?: number; clock?: () => number }) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Facts>>();

  function load(key: string, scopeKey: string, date: string): Promise<Facts> {
    const running = pending.get(key);
    if (running) return running;
    // The generation is read before the facts: a change committed in between is in the facts
    // and is reloaded once more, never missed.
    const loading = options.generation().then(async (generation) => {
      const facts = await options.load(scopeKey, date);
      // Prices are per day: another day's entries are never asked for again.
      for (const other of entries.keys()) if (!other.endsWith(`|${date}`)) entries.delete(other);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { facts, loadedAt: clock(), refreshing: false, generation });
      return facts;
    });
    pending.set(key, loading);
    return loading.finally(() => pending.delete(key));
  }

  // The entry with the facts of hosts changed since it was loaded replaced by fresh ones.
  async function current(entry: Entry, scopeKey: string, date: string): Promise<Facts> {
    const changed = await options.changesSince(entry.generation);
    if (changed.organizationIds.length === 0) return entry.facts;
    const hosts = new Set(changed.organizationIds);
    const fresh = await options.load(scopeKey, date, changed.organizationIds);
    const facts = new Map([...entry.facts].filter(([, known]) => !hosts.has(known.organizationId)));
    for (const [id, known] of fresh) facts.set(id, known);
    if (changed.generation > entry.generation) {
      entry.facts = facts;
      entry.generation = changed.generation;
    }
    return facts;
  }

  return {
    async get(scopeKey: string, date: string): Promise<Facts> {
      const key = `${scopeKey}|${date}`;
      const entry = entries.get(key);
      if (!entry) return load(key, scopeKey, date);
      if (clock() - entry.loadedAt > ttlMs && !entry.refreshing) {
        entry.refreshing = true;
        // A failed refresh keeps the old facts and is tried again on a later request.
        load(key, scopeKey, date).catch(() => {
          entry.refreshing = false;
        });
      }
      return current(entry, scopeKey, date);
    },

    // The scope's facts if they are already kept (brought up to date like get's), without loading
    // them: for a search that can do without.
    async peek(scopeKey: string, date: string): Promise<Facts | undefined> {
      const entry = entries.get(`${scopeKey}|${date}`);
      return entry ? current(entry, scopeKey, date) : undefined;
    },

    // A page found a cached fact wrong: reload on the next request.
    markStale(scopeKey: string, date: string): void {
      const entry = entries.get(`${scopeKey}|${date}`);
      if (entry && !entry.refreshing) entry.loadedAt = -Infinity;
    },
  };
}
