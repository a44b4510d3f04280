import { addDays, isIsoDate, nightsBetween } from '../../lib/dates/iso-date.ts';

// The stay a guest asks about, from the page's query (?checkIn=…&checkOut=…&guests=…&children=…,
// the names the search results page links with). Bad values never fail the page: they are
// dropped and the guest is told what was wrong, with the form showing what can be kept.
export type Stay = {
  checkIn: string | null;
  checkOut: string | null;
  adults: number;
  children: number;
};

export type StayProblem = 'invalid_date' | 'missing_date' | 'check_out_not_after_check_in' | 'past' | 'too_long';

export type ParsedStay = {
  stay: Stay;
  // Both dates present and valid: the rates are asked for this stay.
  complete: boolean;
  problem: StayProblem | null;
};

export const defaultAdults = 1;
export const defaultChildren = 0;
export const maxGuests = 50;

function count(value: string | null, fallback: number, min: number): number {
  if (value === null || !/^\d{1,3}$/.test(value.trim())) return fallback;
  return Math.min(maxGuests, Math.max(min, Number(value)));
}

// `today` is the server's UTC date; a property west of UTC may still be a day behind, so arrivals
// on the day before are left to the API to judge (it knows the property's time zone).
export function parseStay(params: URLSearchParams, today: string, maxNights: number): ParsedStay {
  const adults = count(params.get('guests'), defaultAdults, 1);
  const children = count(params.get('children'), defaultChildren, 0);
  const rawIn = params.get('checkIn')?.trim() || null;
  const rawOut = params.get('checkOut')?.trim() || null;
  const checkIn = isIsoDate(rawIn) ? rawIn : null;
  const checkOut = isIsoDate(rawOut) ? rawOut : null;
  const stay: Stay = { checkIn, checkOut, adults, children };
  const partial = (problem: StayProblem): ParsedStay => ({ stay, complete: false, problem });
  if ((rawIn && !checkIn) || (rawOut && !checkOut)) return partial('invalid_date');
  if (!checkIn && !checkOut) return { stay, complete: false, problem: null };
  if (!checkIn || !checkOut) return partial('missing_date');
  if (checkIn < addDays(today, -1)) return { stay: { ...stay, checkIn: null, checkOut: null }, complete: false, problem: 'past' };
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return { stay: { ...stay, checkOut: null }, complete: false, problem: 'check_out_not_after_check_in' };
  if (nights > maxNights) return partial('too_long');
  return { stay, complete: true, problem: null };
}

// The stay as query parameters for links and forms; defaults are left out.
export function stayParams(stay: Stay): [string, string][] {
  const params: [string, string][] = [];
  if (stay.checkIn) params.push(['checkIn', stay.checkIn]);
  if (stay.checkOut) params.push(['checkOut', stay.checkOut]);
  if (stay.adults !== defaultAdults) params.push(['guests', String(stay.adults)]);
  if (stay.children !== defaultChildren) params.push(['children', String(stay.children)]);
  return params;
}

// A rate choice in a form or query (?plan=): "<unit type id>-<rate plan id>".
export function planKey(unitTypeId: number, ratePlanId: number): string {
  return `${unitTypeId}-${ratePlanId}`;
}
