import type { Read } from './form-input.ts';

// A voucher is valid from the start of its first day to the end of its last, in UTC: the form
// takes days, the API instants.

const day = /^\d{4}-\d{2}-\d{2}$/;

function realDay(text: string): boolean {
  if (!day.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function dayStart(text: string): Read<string> {
  const value = text.trim();
  if (value === '') return null;
  return realDay(value) ? `${value}T00:00:00Z` : 'invalid';
}

export function dayEnd(text: string): Read<string> {
  const value = text.trim();
  if (value === '') return null;
  return realDay(value) ? `${value}T23:59:59Z` : 'invalid';
}

/** The day of an instant, in UTC, as a date field shows it. */
export function dayOf(instant: string | null): string {
  return instant ? instant.slice(0, 10) : '';
}
