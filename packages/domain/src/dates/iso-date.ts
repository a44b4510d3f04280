// Calendar dates are ISO "YYYY-MM-DD" strings. Arithmetic goes through a UTC day number so that
// the server's time zone and daylight-saving changes can never add or lose a night.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True only for a real calendar date written as YYYY-MM-DD (so 2025-02-29 is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(value)}`);
}

function toDayNumber(value: IsoDate): number {
  assertIsoDate(value);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): IsoDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Negative when a is before b, zero when equal, positive when after. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(toDayNumber(a) - toDayNumber(b));
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Number of nights of a stay; zero or negative when check-out is not after check-in. */
export function countNights(checkIn: IsoDate, checkOut: IsoDate): number {
  return daysBetween(checkIn, checkOut);
}

/** The date of each night of a stay (check-in included, check-out excluded). */
export function nightDates(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const start = toDayNumber(checkIn);
  const end = toDayNumber(checkOut);
  const dates: IsoDate[] = [];
  for (let day = start; day < end; day += 1) dates.push(fromDayNumber(day));
  return dates;
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function dateRange(from: IsoDate, to: IsoDate): IsoDate[] {
  return nightDates(from, addDays(to, 1));
}

/** The UTC calendar date of an instant. */
export function utcDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

/** "Today" where a property is: a guest in another time zone can still arrive today there. */
export function localDate(now: Date, timeZone: string): IsoDate {
  const format = dayFormatOf(timeZone);
  return format ? format.format(now) : utcDateOf(now);
}

// Making an Intl formatter costs far more than using one, and search asks "today" per property:
// one per time zone (a few hundred at most); null for a zone Intl doesn't know.
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}
