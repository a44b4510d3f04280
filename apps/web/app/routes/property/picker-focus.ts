import type { AvailabilityDay } from '@direct/contracts';
import type { Selection } from './day-state.ts';

// Where keyboard focus lands when the date picker opens: the chosen check-in, else the first
// date a stay can start on (the API's canCheckIn) among the loaded days, else none (the picker
// then focuses its first enabled day). Not "today", which is often not bookable at all.
export function initialFocusDate(selection: Selection, days: ReadonlyMap<string, AvailabilityDay>, today: string): string | null {
  if (selection.checkIn && selection.checkIn >= today) return selection.checkIn;
  let first: string | null = null;
  for (const day of days.values()) {
    if (day.canCheckIn && day.date >= today && (first === null || day.date < first)) first = day.date;
  }
  return first;
}
