import { describe, expect, it } from 'vitest';
import { checkCalendarQuery, checkReviewsQuery } from './resource-query.ts';

const calendar = (query: string) => checkCalendarQuery(new URLSearchParams(query), 93);

describe('checkCalendarQuery', () => {
  it('reads the property, the range and the guests', () => {
    expect(calendar('property=3&from=2026-12-01&to=2027-01-31&guests=2&children=1')).toEqual({
      ok: true,
      value: { property: 3, from: '2026-12-01', to: '2027-01-31', adults: 2, children: 1 },
    });
    expect(calendar('property=3&from=2026-12-01&to=2026-12-01')).toMatchObject({ ok: true, value: { adults: 1, children: 0 } });
  });

  it('names each bad field', () => {
    const result = calendar('property=abc&from=2026-13-01&to=x&guests=0');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields.map((field) => [field.field, field.reason])).toEqual([
      ['property', 'invalid_number'],
      ['from', 'invalid_date'],
      ['to', 'invalid_date'],
      ['guests', 'out_of_range'],
    ]);
  });

  it('refuses reversed and too long ranges', () => {
    expect(calendar('property=3&from=2026-12-10&to=2026-12-01')).toMatchObject({ ok: false, fields: [{ field: 'to', reason: 'invalid_range' }] });
    expect(calendar('property=3&from=2026-12-01&to=2027-06-01')).toMatchObject({ ok: false, fields: [{ field: 'to', reason: 'range_too_long' }] });
  });
});

describe('checkReviewsQuery', () => {
  it('reads property and page (default 1)', () => {
    expect(checkReviewsQuery(new URLSearchParams('property=3'))).toEqual({ ok: true, value: { property: 3, page: 1 } });
    expect(checkReviewsQuery(new URLSearchParams('property=3&page=2'))).toEqual({ ok: true, value: { property: 3, page: 2 } });
    expect(checkReviewsQuery(new URLSearchParams('page=0'))).toMatchObject({
      ok: false,
      fields: [{ field: 'property', reason: 'required' }, { field: 'page', reason: 'invalid_number' }],
    });
  });
});
