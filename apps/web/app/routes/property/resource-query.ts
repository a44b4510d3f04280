import type { FieldProblem } from '../../lib/api/json-answers.server.ts';
import { isIsoDate, nightsBetween } from '../../lib/dates/iso-date.ts';

// Query checks of the browser's JSON calls (/resources/stay-options, /resources/reviews). A bad
// query is the caller's mistake: a 400 naming each field, in the API's error shape.

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldProblem[] };

const maxId = 2_147_483_647;

function id(params: URLSearchParams, field: string, problems: FieldProblem[], required = true): number {
  const raw = params.get(field);
  if (raw === null || raw === '') {
    if (required) problems.push({ field, message: `${field} is required`, reason: 'required' });
    return 0;
  }
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= maxId)) problems.push({ field, message: 'must be a whole number from 1', reason: 'invalid_number' });
  return value;
}

function count(params: URLSearchParams, field: string, fallback: number, min: number, max: number, problems: FieldProblem[]): number {
  const raw = params.get(field);
  if (raw === null || raw === '') return fallback;
  const value = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    problems.push({ field, message: `must be a whole number from ${min} to ${max}`, reason: 'out_of_range' });
  }
  return value;
}

export type CalendarQuery = { property: number; from: string; to: string; adults: number; children: number };

export function checkCalendarQuery(params: URLSearchParams, maxSpanDays: number): Checked<CalendarQuery> {
  const problems: FieldProblem[] = [];
  const property = id(params, 'property', problems);
  const dates = ['from', 'to'].map((field) => {
    const value = params.get(field);
    if (!isIsoDate(value)) problems.push({ field, message: 'must be a date as YYYY-MM-DD', reason: 'invalid_date' });
    return value ?? '';
  }) as [string, string];
  const [from, to] = dates;
  if (isIsoDate(from) && isIsoDate(to)) {
    const span = nightsBetween(from, to);
    if (span < 0) problems.push({ field: 'to', message: 'must not be before from', reason: 'invalid_range' });
    else if (span >= maxSpanDays) problems.push({ field: 'to', message: `spans at most ${maxSpanDays} days`, reason: 'range_too_long' });
  }
  const adults = count(params, 'guests', 1, 1, 50, problems);
  const children = count(params, 'children', 0, 0, 50, problems);
  return problems.length > 0 ? { ok: false, fields: problems } : { ok: true, value: { property, from, to, adults, children } };
}

export type ReviewsQuery = { property: number; page: number };

export function checkReviewsQuery(params: URLSearchParams): Checked<ReviewsQuery> {
  const problems: FieldProblem[] = [];
  const property = id(params, 'property', problems);
  const page = params.has('page') ? id(params, 'page', problems) : 1;
  return problems.length > 0 ? { ok: false, fields: problems } : { ok: true, value: { property, page } };
}
