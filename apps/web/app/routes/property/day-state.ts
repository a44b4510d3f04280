import type { AvailabilityDay } from '@direct/contracts';
import { addDays, nightsBetween } from '../../lib/dates/iso-date.ts';

// The date picker's rules: which date the guest may pick next, and if not, why (the spec's date
// picker messages). The calendar merges every unit type and plan that fits the guests, so it
// only says what is possible at all; the rates for the chosen stay give the final word per plan.

export type Selection = { checkIn: string | null; checkOut: string | null };

export type Refusal =
  | { code: 'past' }
  | { code: 'unavailable' }
  | { code: 'noArrival' }
  | { code: 'noValidCheckout' }
  | { code: 'noDeparture' }
  | { code: 'minStay'; nights: number }
  | { code: 'maxStay'; nights: number }
  | { code: 'bookedBetween' };

export type CalendarLookup = (date: string) => AvailabilityDay | undefined;

export type PickRules = { today: string; maxNights: number; lookup: CalendarLookup };

// Picking the check-out once a check-in is chosen (and no check-out yet); otherwise the check-in.
export function pickingCheckOut(selection: Selection): boolean {
  return selection.checkIn !== null && selection.checkOut === null;
}

// Why `date` can't be the check-in. A date is offered only when the API found a stay that can
// start there (some check-out after it passes every rule of one plan), so a guest never picks
// an arrival from which every check-out is refused. Dates the calendar has not loaded yet are
// not refused: the rates for the stay still check them.
export function arrivalRefusal(date: string, rules: PickRules): Refusal | null {
  if (date < rules.today) return { code: 'past' };
  const day = rules.lookup(date);
  if (!day || day.canCheckIn) return null;
  switch (day.checkInBlockedBy) {
    case 'past':
      return { code: 'past' };
    case 'closed_to_arrival':
      return { code: 'noArrival' };
    case 'no_valid_checkout':
      return { code: 'noValidCheckout' };
    default:
      // Sold out, stop sell, no price, or no unit for these guests (the capacity message says that).
      return { code: 'unavailable' };
  }
}

// Why `date` can't be the check-out of a stay arriving on `checkIn`.
export function departureRefusal(checkIn: string, date: string, rules: PickRules): Refusal | null {
  const nights = nightsBetween(checkIn, date);
  const day = rules.lookup(date);
  if (day && !day.departureAllowed) return { code: 'noDeparture' };
  const minStay = rules.lookup(checkIn)?.minStay ?? 1;
  if (nights < minStay) return { code: 'minStay', nights: minStay };
  if (nights > rules.maxNights) return { code: 'maxStay', nights: rules.maxNights };
  for (let i = 1; i < nights; i++) {
    const night = rules.lookup(addDays(checkIn, i));
    if (night && !night.available) return { code: 'bookedBetween' };
  }
  return null;
}

export type PickResult = { selection: Selection; refusal: Refusal | null };

// The guest pressed a date. A date on or before the chosen check-in starts over with it as the
// check-in; a refused date leaves the selection as it was and says why.
export function pickDate(selection: Selection, date: string, rules: PickRules): PickResult {
  if (pickingCheckOut(selection) && date > selection.checkIn!) {
    const refusal = departureRefusal(selection.checkIn!, date, rules);
    return refusal ? { selection, refusal } : { selection: { checkIn: selection.checkIn, checkOut: date }, refusal: null };
  }
  const refusal = arrivalRefusal(date, rules);
  if (refusal) return { selection, refusal };
  return { selection: { checkIn: date, checkOut: null }, refusal: null };
}

// What pressing `date` would do right now, for its label and look: the same answer pickDate gives.
export function dayRefusal(selection: Selection, date: string, rules: PickRules): Refusal | null {
  if (pickingCheckOut(selection) && date > selection.checkIn!) return departureRefusal(selection.checkIn!, date, rules);
  return arrivalRefusal(date, rules);
}

export function inRange(selection: Selection, date: string): boolean {
  return selection.checkIn !== null && selection.checkOut !== null && date > selection.checkIn && date < selection.checkOut;
}
