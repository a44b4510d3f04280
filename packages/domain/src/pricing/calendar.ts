import { dateRange, type IsoDate } from '../dates/iso-date.ts';
import { indexRatesByDate, type DailyRate } from './daily-rate.ts';
import { mergeStayStarts, stayStarts, type CheckInBlock } from './stay-starts.ts';

export type CalendarDay = {
  date: IsoDate;
  /** Cheapest sellable (not stop-sold) nightly price over all plans; null when none. */
  lowestPriceMinor: number | null;
  /** Shortest minimum stay among the plans that accept an arrival that day; null when none does. */
  minStay: number | null;
  arrivalAllowed: boolean;
  departureAllowed: boolean;
  available: boolean;
  /** Some plan lets a stay start here: a check-out after it passes every rule of that plan. */
  canCheckIn: boolean;
  /** Why not, when canCheckIn is false. */
  checkInBlockedBy: CheckInBlock | null;
};

export type CalendarInput = {
  from: IsoDate;
  /** Last date shown, included. */
  to: IsoDate;
  /** The resolved rows of each of the unit type's rate plans. */
  ratePlans: readonly (readonly DailyRate[])[];
  /**
   * Free units per date; a missing date counts as none. Rows and free units must reach
   * `to + maxNights` so the last dates' check-outs are known (see stayStartLookahead).
   */
  freeUnitsByDate: Readonly<Record<IsoDate, number>>;
  /** The longest stay the platform sells, on top of each plan's own maximum stay. */
  maxNights: number;
};

// The picker merges plans: a date is open if ANY plan would allow it, because the guest picks
// the plan afterwards and checkStayRestrictions gives the final word for that plan.
export function buildAvailabilityCalendar(input: CalendarInput): CalendarDay[] {
  const plans = input.ratePlans.map((rates) => indexRatesByDate(rates));
  const dates = dateRange(input.from, input.to);
  const starts = mergeStayStarts(
    dates,
    input.ratePlans.map((rates) => stayStarts({ from: input.from, to: input.to, rates, freeUnitsByDate: input.freeUnitsByDate, maxNights: input.maxNights })),
  );
  return dates.map((date, index) => {
    const freeUnits = input.freeUnitsByDate[date] ?? 0;
    const rows = plans.map((plan) => plan.get(date));
    const sellable = rows.filter((row): row is DailyRate => row !== undefined && !row.stopSell);
    const arrivals = freeUnits > 0 ? sellable.filter((row) => !row.closedToArrival) : [];
    // A plan without a row on a date does not forbid departing that day.
    const departureAllowed = rows.some((row) => row === undefined || !row.closedToDeparture);
    return {
      date,
      lowestPriceMinor: sellable.length > 0 ? Math.min(...sellable.map((row) => row.priceMinor)) : null,
      minStay: arrivals.length > 0 ? Math.min(...arrivals.map((row) => row.minStay)) : null,
      arrivalAllowed: arrivals.length > 0,
      departureAllowed,
      available: freeUnits > 0 && sellable.length > 0,
      canCheckIn: starts[index]!.canCheckIn,
      checkInBlockedBy: starts[index]!.checkInBlockedBy,
    };
  });
}
