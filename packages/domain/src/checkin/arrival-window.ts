// The arrival and departure times a guest may choose when the host set an arrival window: every
// slot from the earliest to the latest arrival, and departures on the hour (or slot) until the
// "departure by" time. Times are HH:MM on a 24-hour clock.

export type ArrivalWindowRule = { earliestArrival: string; latestArrival: string; slotMinutes: number; departureBy: string };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every time from `from` to `to` (both included when on a step), `step` minutes apart. */
export function timeSlots(from: string, to: string, step: number): string[] {
  const times: string[] = [];
  if (step <= 0) return times;
  for (let at = minutesOf(from); at <= minutesOf(to); at += step) times.push(clockOf(at));
  return times;
}

export function arrivalSlots(window: ArrivalWindowRule): string[] {
  return timeSlots(window.earliestArrival, window.latestArrival, window.slotMinutes);
}

// Departures start early in the morning (guests leave whenever they like before the deadline).
export const earliestDeparture = '06:00';

export function departureSlots(window: ArrivalWindowRule): string[] {
  return timeSlots(earliestDeparture, window.departureBy, window.slotMinutes);
}

/** Why a window can't be used (null: it can): the latest arrival must follow the earliest. */
export function arrivalWindowProblem(window: ArrivalWindowRule): 'latest_before_earliest' | 'departure_too_early' | null {
  if (minutesOf(window.latestArrival) < minutesOf(window.earliestArrival)) return 'latest_before_earliest';
  if (minutesOf(window.departureBy) < minutesOf(earliestDeparture)) return 'departure_too_early';
  return null;
}
