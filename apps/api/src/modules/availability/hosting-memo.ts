import { facetsOf, type Facets, type PricedRow } from './search-results.ts';
import type { Facts } from './search-facts.ts';
import type { CandidateRow } from './search.repository.ts';

// A search without dates, for one candidate list and one set of facts: the rows that host the
// party, and (worked out once, when first asked) their facets without price or amenity filters.
export type HostingRows = { rows: readonly PricedRow[]; plainFacets: (amenityCodes: ReadonlyMap<number, string>) => Facets };

export function hostingRowsOf(rows: readonly PricedRow[]): HostingRows {
  let plain: { codes: ReadonlyMap<number, string>; facets: Facets } | undefined;
  return {
    rows,
    plainFacets(amenityCodes) {
      if (plain?.codes !== amenityCodes) plain = { codes: amenityCodes, facets: facetsOf(rows, { priceFrom: undefined, priceTo: undefined, amenityIds: [] }, amenityCodes) };
      // The caller pages through `matching`; a copy keeps the kept one intact.
      return { ...plain.facets, amenityCounts: { ...plain.facets.amenityCounts } };
    },
  };
}

type Kept = { candidates: readonly CandidateRow[]; facts: Facts; hosting: HostingRows };

// Kept per search shape (scope, day, party, place, text), valid only for the exact candidate list
// and facts objects it was made from, so it can never outlive a listing change. Bounded by the
// rows it holds (references, 8 bytes each), oldest shape first out.
export function createHostingMemo(options: { maxRows?: number } = {}) {
  const maxRows = options.maxRows ?? 2_000_000;
  const kept = new Map<string, Kept>();
  let rowsHeld = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    rowsHeld -= entry.hosting.rows.length;
    kept.delete(key);
  };
  return {
    get(key: string, candidates: readonly CandidateRow[], facts: Facts): HostingRows | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.candidates !== candidates || entry.facts !== facts) {
        drop(key);
        return undefined;
      }
      // Most recently used last.
      kept.delete(key);
      kept.set(key, entry);
      return entry.hosting;
    },
    set(key: string, candidates: readonly CandidateRow[], facts: Facts, hosting: HostingRows): void {
      drop(key);
      if (hosting.rows.length > maxRows) return;
      while (rowsHeld + hosting.rows.length > maxRows) drop(kept.keys().next().value as string);
      kept.set(key, { candidates, facts, hosting });
      rowsHeld += hosting.rows.length;
    },
  };
}
