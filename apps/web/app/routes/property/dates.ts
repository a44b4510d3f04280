import { dateFormat, formatLocale } from '../../lib/catalog/format.ts';
import { isIsoDate } from '../../lib/dates/iso-date.ts';

// Calendar dates as the API writes them (YYYY-MM-DD), computed in UTC so no time zone or summer
// time change can shift a day. Shared by the server (query parsing) and the browser (date picker).
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// First and last date of the month a date is in.
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m, 0));
}

export function addMonths(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m - 1 + months, 1));
}

// The picker works with local Date objects (react-day-picker); these convert at its edge.
export function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function fromLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// "Sun, 20 Dec 2026" in the guest's language (UTC, so server and browser agree).
export function formatStayDate(date: string, lng: string, withWeekday = true): string {
  if (!isIsoDate(date)) return date;
  return dateFormat(formatLocale(lng), {
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}

// "November 2026" for a review's stay month.
export function formatMonth(date: string, lng: string): string {
  return dateFormat(formatLocale(lng), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(date.slice(0, 10)),
  );
}

// A list of dates, shortened: "20 Dec, 21 Dec and 2 more".
export function formatDateList(dates: readonly string[], lng: string, max = 3): string {
  const shown = dates.slice(0, max).map((date) => formatStayDate(date, lng, false));
  const rest = dates.length - shown.length;
  const list = new Intl.ListFormat(formatLocale(lng), { type: 'conjunction' });
  return rest > 0 ? list.format([...shown, `+${rest}`]) : list.format(shown);
}
