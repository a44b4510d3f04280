// ISO calendar dates (YYYY-MM-DD) as plain strings, computed in UTC so the seed gives the same
// dates in every time zone.

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function assertIsoDate(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!isoDate.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  // Clamp to the last day of the target month (31 Jan + 1 month = 28/29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// A timestamp at a given UTC hour of a date, for rows whose time of day doesn't matter.
export function atUtcHour(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
}
