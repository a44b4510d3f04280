import type { IsoDate } from '../dates/iso-date.ts';

// One row of daily_rates for a unit type and rate plan: price and restrictions for one night.
export type DailyRate = {
  date: IsoDate;
  priceMinor: number;
  minStay: number;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
};

export function indexRatesByDate<T extends { date: IsoDate }>(rates: readonly T[]): Map<IsoDate, T> {
  return new Map(rates.map((rate) => [rate.date, rate]));
}

// ISO dates sort correctly as plain strings.
export function sortByDate<T extends { date: IsoDate }>(rates: readonly T[]): T[] {
  return [...rates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
