import { addDays, dateRange, type IsoDate } from '../dates/iso-date.ts';
import { indexRatesByDate, type DailyRate } from './daily-rate.ts';

// Whether a stay can START on a date: the date picker must never offer an arrival from which
// every check-out is refused (a stop-sold night right after it, a minimum stay that runs into a
// sold-out night, only closed-to-departure dates within reach, …).

/**
 * Why no stay can start on a date, from the most to the least hopeless: no price, stop sell,
 * no free unit, closed to arrival, and finally "the arrival itself is fine but no check-out
 * after it is" (minimum stay not reachable over sellable nights, or no allowed departure date).
 */
export type CheckInBlock = 'no_rates' | 'stop_sell' | 'sold_out' | 'closed_to_arrival' | 'no_valid_checkout';

// Merging several plans (or unit types), the reason closest to "possible" wins: that is what a
// guest can act on ("no stay of the minimum length" beats "no rates" on another plan).
const blockRank: Record<CheckInBlock, number> = { no_rates: 0, stop_sell: 1, sold_out: 2, closed_to_arrival: 3, no_valid_checkout: 4 };

export type StayStart = { date: IsoDate; canCheckIn: boolean; checkInBlockedBy: CheckInBlock | null };

export type StayStartInput = {
  from: IsoDate;
  /** Last arrival date answered, included. */
  to: IsoDate;
  /**
   * The rows of ONE rate plan (already resolved if derived). For an exact answer they must
   * cover `to + maxNights` (the check-out of the longest stay from the last date); a night
   * without a row is not sellable, a departure date without a row is allowed.
   */
  rates: readonly DailyRate[];
  /** Free units per night over the same span; a missing night counts as none. */
  freeUnitsByDate: Readonly<Record<IsoDate, number>>;
  /** The platform's longest stay, on top of each arrival row's own maximum stay. */
  maxNights: number;
};

/** How many days past the last arrival date the rows must reach for an exact answer. */
export const stayStartLookahead = (maxNights: number): number => maxNights;

/**
 * Per date from..to, whether some check-out d' > d exists such that every night d..d'-1 has a
 * sellable row (not stop sell) and a free unit, d is not closed to arrival, d' is not closed to
 * departure, and d'-d meets the arrival row's min and max stay and maxNights — the rules of
 * checkStayRestrictions for one plan. O(days + maxNights): a backward run of sellable nights
 * and a prefix count of allowed departures answer each date in constant time.
 */
export function stayStarts(input: StayStartInput): StayStart[] {
  const arrivals = dateRange(input.from, input.to);
  if (arrivals.length === 0) return [];
  const span = dateRange(input.from, addDays(input.to, stayStartLookahead(input.maxNights)));
  const byDate = indexRatesByDate(input.rates);
  const rows = span.map((date) => byDate.get(date));
  const nightOk = span.map((date, i) => {
    const row = rows[i];
    return row !== undefined && !row.stopSell && (input.freeUnitsByDate[date] ?? 0) > 0;
  });
  // run[i]: sellable nights in a row from index i.
  const run = new Array<number>(span.length + 1).fill(0);
  for (let i = span.length - 1; i >= 0; i--) run[i] = nightOk[i] ? run[i + 1]! + 1 : 0;
  // departures[k]: allowed departure dates among indexes 0..k-1.
  const departures = new Array<number>(span.length + 1).fill(0);
  for (let i = 0; i < span.length; i++) departures[i + 1] = departures[i]! + (rows[i]?.closedToDeparture ? 0 : 1);

  return arrivals.map((date, i) => {
    const blocked = (checkInBlockedBy: CheckInBlock): StayStart => ({ date, canCheckIn: false, checkInBlockedBy });
    const row = rows[i];
    if (!row) return blocked('no_rates');
    if (row.stopSell) return blocked('stop_sell');
    if ((input.freeUnitsByDate[date] ?? 0) <= 0) return blocked('sold_out');
    if (row.closedToArrival) return blocked('closed_to_arrival');
    const shortest = Math.max(1, row.minStay);
    const longest = Math.min(row.maxStay ?? Infinity, input.maxNights, run[i]!);
    if (shortest > longest) return blocked('no_valid_checkout');
    // Check-out indexes i+shortest .. i+longest, all inside the span by construction.
    const allowed = departures[i + longest + 1]! - departures[i + shortest]!;
    return allowed > 0 ? { date, canCheckIn: true, checkInBlockedBy: null } : blocked('no_valid_checkout');
  });
}

/** Merges the answers of several plans or unit types for the same dates: open if any is. */
export function mergeStayStarts(dates: readonly IsoDate[], answers: readonly (readonly StayStart[])[]): StayStart[] {
  return dates.map((date, index) => {
    let best: StayStart = { date, canCheckIn: false, checkInBlockedBy: 'no_rates' };
    for (const answer of answers) {
      const entry = answer[index];
      if (!entry) continue;
      if (entry.canCheckIn) return { date, canCheckIn: true, checkInBlockedBy: null };
      if (entry.checkInBlockedBy && blockRank[entry.checkInBlockedBy] > blockRank[best.checkInBlockedBy!]) best = { date, canCheckIn: false, checkInBlockedBy: entry.checkInBlockedBy };
    }
    return best;
  });
}
