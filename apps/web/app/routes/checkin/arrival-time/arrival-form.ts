import type { ArrivalTime } from '@direct/contracts';

// The arrival time as typed, checked as the API checks it, and the suggested times around the
// property's check-in time.

export type ArrivalProblem = 'required' | 'invalid' | 'tooEarly' | 'beforeSlot' | 'tooLate' | 'notOffered' | 'notConfirmed' | 'failed';
export type ArrivalFormState = { value: string; problem: ArrivalProblem };

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

// "9:30" and "0930" are read as 09:30; anything else stays as typed (and is refused).
export function normaliseTime(input: string): string {
  const value = input.trim().replace('.', ':');
  const match = /^(\d{1,2}):?(\d{2})$/.exec(value);
  if (!match) return value;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

export function checkArrival(value: string, arrival: Pick<ArrivalTime, 'earliestArrivalTime' | 'earlyCheckIn' | 'checkInTime' | 'slots'>): ArrivalProblem | null {
  if (value === '') return 'required';
  if (!timePattern.test(value)) return 'invalid';
  // The host's window: only its slots.
  if (arrival.slots.length > 0) return arrival.slots.includes(value) ? null : 'notOffered';
  if (value < arrival.earliestArrivalTime) return arrival.earlyCheckIn ? 'beforeSlot' : 'tooEarly';
  return null;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// The earliest allowed time, the check-in time and a few hours after it (until 22:00).
export function suggestedTimes(arrival: Pick<ArrivalTime, 'earliestArrivalTime' | 'checkInTime' | 'slots'>): string[] {
  if (arrival.slots.length > 0) return arrival.slots;
  const checkIn = toMinutes(arrival.checkInTime);
  const times = [toMinutes(arrival.earliestArrivalTime), checkIn, checkIn + 60, checkIn + 120, checkIn + 180, checkIn + 300]
    .filter((minutes) => minutes <= 22 * 60)
    .map(toTime);
  return [...new Set(times)];
}
