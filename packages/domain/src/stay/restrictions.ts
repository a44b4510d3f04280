import { compareIsoDates, countNights, isIsoDate, nightDates, type IsoDate } from '../dates/iso-date.ts';
import { indexRatesByDate, type DailyRate } from '../pricing/daily-rate.ts';

export type Stay = { checkIn: IsoDate; checkOut: IsoDate };

export type GuestCount = { adults: number; children: number; pets: number };

export type UnitTypeCapacity = {
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  petsAllowed: boolean;
};

export type InvalidDatesCause = 'not_a_date' | 'check_out_not_after_check_in' | 'arrival_in_past';

export type StayRestriction =
  | { code: 'invalid_dates'; cause: InvalidDatesCause }
  | { code: 'min_stay'; minNights: number }
  | { code: 'max_stay'; maxNights: number }
  | { code: 'closed_to_arrival'; date: IsoDate }
  | { code: 'closed_to_departure'; date: IsoDate }
  | { code: 'stop_sell'; dates: IsoDate[] }
  | { code: 'no_rates'; dates: IsoDate[] }
  | { code: 'capacity'; maxOccupancy: number; maxAdults: number; maxChildren: number }
  | { code: 'pets_not_allowed' }
  | { code: 'sold_out'; dates: IsoDate[] };

export type StayRestrictionCode = StayRestriction['code'];

export type StayCheckInput = {
  stay: Stay;
  guests: GuestCount;
  unitType: UnitTypeCapacity;
  /** Rows of ONE rate plan (already resolved if derived) covering every night and the check-out date. */
  rates: readonly DailyRate[];
  /** Free units per night; a night without an entry counts as having none (fail closed). */
  freeUnitsByDate: Readonly<Record<IsoDate, number>>;
  /** The property's current local date; arrivals before it are rejected. */
  today: IsoDate;
};

function guestRestrictions(guests: GuestCount, unitType: UnitTypeCapacity): StayRestriction[] {
  const reasons: StayRestriction[] = [];
  const overCapacity =
    guests.adults > unitType.maxAdults ||
    guests.children > unitType.maxChildren ||
    guests.adults + guests.children > unitType.maxOccupancy;
  if (overCapacity) {
    reasons.push({
      code: 'capacity',
      maxOccupancy: unitType.maxOccupancy,
      maxAdults: unitType.maxAdults,
      maxChildren: unitType.maxChildren,
    });
  }
  if (guests.pets > 0 && !unitType.petsAllowed) reasons.push({ code: 'pets_not_allowed' });
  return reasons;
}

function invalidDatesCause(stay: Stay, today: IsoDate): InvalidDatesCause | null {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut) || !isIsoDate(today)) return 'not_a_date';
  if (countNights(stay.checkIn, stay.checkOut) < 1) return 'check_out_not_after_check_in';
  if (compareIsoDates(stay.checkIn, today) < 0) return 'arrival_in_past';
  return null;
}

// Channel-manager semantics: length-of-stay and closed-to-arrival come from the arrival night,
// closed-to-departure from the departure date's row, stop sell and missing rates from any night.
function rateRestrictions(stay: Stay, rates: readonly DailyRate[]): StayRestriction[] {
  const reasons: StayRestriction[] = [];
  const byDate = indexRatesByDate(rates);
  const nights = nightDates(stay.checkIn, stay.checkOut);
  const arrival = byDate.get(stay.checkIn);
  if (arrival) {
    if (nights.length < arrival.minStay) reasons.push({ code: 'min_stay', minNights: arrival.minStay });
    if (arrival.maxStay !== null && nights.length > arrival.maxStay) {
      reasons.push({ code: 'max_stay', maxNights: arrival.maxStay });
    }
    if (arrival.closedToArrival) reasons.push({ code: 'closed_to_arrival', date: stay.checkIn });
  }
  // No row on the departure date means nothing forbids leaving that day.
  if (byDate.get(stay.checkOut)?.closedToDeparture) {
    reasons.push({ code: 'closed_to_departure', date: stay.checkOut });
  }
  const stopSell = nights.filter((date) => byDate.get(date)?.stopSell === true);
  if (stopSell.length > 0) reasons.push({ code: 'stop_sell', dates: stopSell });
  const missing = nights.filter((date) => !byDate.has(date));
  if (missing.length > 0) reasons.push({ code: 'no_rates', dates: missing });
  return reasons;
}

function inventoryRestrictions(stay: Stay, freeUnitsByDate: Readonly<Record<IsoDate, number>>): StayRestriction[] {
  const soldOut = nightDates(stay.checkIn, stay.checkOut).filter((date) => (freeUnitsByDate[date] ?? 0) <= 0);
  return soldOut.length > 0 ? [{ code: 'sold_out', dates: soldOut }] : [];
}

/**
 * Every reason the stay cannot be booked, so the guest sees all of them at once.
 * An empty list means the stay is bookable on this rate plan.
 */
export function checkStayRestrictions(input: StayCheckInput): StayRestriction[] {
  const reasons = guestRestrictions(input.guests, input.unitType);
  const cause = invalidDatesCause(input.stay, input.today);
  if (cause !== null) reasons.unshift({ code: 'invalid_dates', cause });
  // Night-by-night checks are meaningless without a well-ordered stay; a past arrival still gets them.
  if (cause === 'not_a_date' || cause === 'check_out_not_after_check_in') return reasons;
  return [
    ...reasons,
    ...rateRestrictions(input.stay, input.rates),
    ...inventoryRestrictions(input.stay, input.freeUnitsByDate),
  ];
}

export function isStayBookable(input: StayCheckInput): boolean {
  return checkStayRestrictions(input).length === 0;
}
