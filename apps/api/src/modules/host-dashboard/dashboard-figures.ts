import { addDays, daysBetween } from '@direct/domain';

// The arithmetic of the charts, kept pure so its edges are tested without a database.

/** Nights of the stay [checkIn, checkOut) that fall in [from, to). */
export function nightsIn(checkIn: string, checkOut: string, from: string, to: string): number {
  const start = checkIn > from ? checkIn : from;
  const end = checkOut < to ? checkOut : to;
  return end > start ? daysBetween(start, end) : 0;
}

/** The stay's total spread evenly over its nights, for the nights in the period (rounded down). */
export function revenueIn(stay: { checkIn: string; checkOut: string; totalMinor: number }, from: string, to: string): number {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) return 0;
  return Math.floor((stay.totalMinor * nightsIn(stay.checkIn, stay.checkOut, from, to)) / nights);
}

export type Periods = { past: { from: string; to: string }; next: { from: string; to: string } };

/** The last 90 nights before today and the 90 from today on (`to` exclusive). */
export function periodsAround(today: string, days = 90): Periods {
  return { past: { from: addDays(today, -days), to: today }, next: { from: today, to: addDays(today, days) } };
}
