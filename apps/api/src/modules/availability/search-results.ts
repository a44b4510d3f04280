import type { PriceRange } from '@direct/contracts';

// Pure filtering and facets of search candidates. Prices are compared in exact integers: a row's
// per-night price is amountMinor / perNights (the stay's total over its nights, or the card's
// nightly price over 1), and a filter bound of 80 means 80 major units of the row's currency.

export type PricedRow = {
  id: number;
  organizationId: number;
  currency: string;
  // Null: no price (no bookable offer, or no rates in the card's 30 nights).
  amountMinor: number | null;
  perNights: number;
  amenityIds: readonly number[];
  // The same ids as bits (id n is bit n; amenityMaskOf), read by the filtering and counting passes
  // over ~100,000 rows instead of the list; -1 when an id is past bit 30: the list is read then.
  amenityMask: number;
};

export function amenityMaskOf(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id > 30) return -1;
    mask |= 1 << id;
  }
  return mask;
}

export type SearchFilters = { priceFrom: number | undefined; priceTo: number | undefined; amenityIds: readonly number[] };

const digitsByCurrency = new Map<string, number>();

// Minor units per major unit (100 for EUR and CHF, 1 for JPY), as Intl knows the currency.
export function minorPerMajor(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return 10 ** digits;
}

export function priceFits(row: Pick<PricedRow, 'amountMinor' | 'perNights' | 'currency'>, filters: SearchFilters): boolean {
  if (filters.priceFrom === undefined && filters.priceTo === undefined) return true;
  if (row.amountMinor === null) return false;
  const unit = minorPerMajor(row.currency) * row.perNights;
  return (filters.priceFrom === undefined || row.amountMinor >= filters.priceFrom * unit) && (filters.priceTo === undefined || row.amountMinor <= filters.priceTo * unit);
}

export function amenitiesFit(amenityIds: readonly number[], filters: SearchFilters): boolean {
  return filters.amenityIds.every((id) => amenityIds.includes(id));
}

// Whole major units around every priced row; null without any, or across currencies (a range of
// euros and francs together would mean nothing).
export function priceRangeOf(rows: readonly PricedRow[]): PriceRange | null {
  let low = Infinity;
  let high = -Infinity;
  let currency: string | undefined;
  let unit = 1;
  for (const row of rows) {
    if (row.amountMinor === null) continue;
    if (currency === undefined) {
      currency = row.currency;
      unit = minorPerMajor(currency);
    } else if (row.currency !== currency) return null;
    const major = row.amountMinor / (row.perNights * unit);
    if (major < low) low = major;
    if (major > high) high = major;
  }
  if (currency === undefined) return null;
  return { min: Math.floor(low), max: Math.ceil(high), currency };
}

export type Facets = {
  // Rows passing every filter, in the given (list) order.
  matching: PricedRow[];
  // Over the rows passing the amenity filter: the bounds a price slider shows.
  priceRange: PriceRange | null;
  // Over the rows passing the price filter: how many have each known amenity.
  amenityCounts: Record<string, number>;
};

// Each facet leaves out its own filter, so a guest sees what changing that filter would give.
// One pass over the rows; the shared listing's search without dates makes it over ~100,000 of
// them, so amenities are counted in an array by id and translated to codes once at the end.
export function facetsOf(rows: readonly PricedRow[], filters: SearchFilters, amenityCodes: ReadonlyMap<number, string>): Facets {
  let maxId = 0;
  for (const id of amenityCodes.keys()) if (id > maxId) maxId = id;
  const counts = new Float64Array(Math.max(maxId, 30) + 1);
  const anyAmenity = filters.amenityIds.length > 0;
  const required = amenityMaskOf(filters.amenityIds);
  const withAmenities: PricedRow[] = [];
  const matching: PricedRow[] = [];
  for (const row of rows) {
    const priceOk = priceFits(row, filters);
    const mask = row.amenityMask;
    const amenitiesOk = !anyAmenity || (mask >= 0 && required >= 0 ? (mask & required) === required : amenitiesFit(row.amenityIds, filters));
    if (priceOk) {
      if (mask >= 0) {
        // Each set bit, lowest first; ids past the known codes land in counts no code reads.
        for (let bits = mask; bits !== 0; bits &= bits - 1) counts[31 - Math.clz32(bits & -bits)]! += 1;
      } else {
        for (const id of row.amenityIds) if (id <= maxId) counts[id]! += 1;
      }
    }
    if (amenitiesOk) withAmenities.push(row);
    if (priceOk && amenitiesOk) matching.push(row);
  }
  const amenityCounts: Record<string, number> = Object.fromEntries(
    [...amenityCodes].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, code]) => [code, counts[id]!]),
  );
  return { matching, priceRange: priceRangeOf(withAmenities), amenityCounts };
}

// Counts scaled from the part of the candidate list checked to the whole of it.
export function scaleCounts(counts: Record<string, number>, factor: number): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([code, count]) => [code, Math.round(count * factor)]));
}
