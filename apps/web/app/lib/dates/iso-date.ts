import { addDays, daysBetween, isIsoDate as isCalendarDate, type IsoDate } from '@direct/domain/dates';

// Calendar dates (YYYY-MM-DD) for the search and property pages: the domain's date maths, so the
// site counts nights exactly as the API does, limited to the years the API takes. Imported by its
// own path: the domain's index also holds server-only code (password hashing).
export { addDays, type IsoDate };

export function isIsoDate(value: unknown): value is IsoDate {
  return isCalendarDate(value) && value >= '1970-01-01' && value <= '2999-12-31';
}

export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return daysBetween(checkIn, checkOut);
}
