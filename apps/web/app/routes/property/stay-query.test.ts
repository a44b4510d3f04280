import { describe, expect, it } from 'vitest';
import { parseStay, planKey, stayParams } from './stay-query.ts';

const parse = (query: string, today = '2026-11-22') => parseStay(new URLSearchParams(query), today, 90);

describe('parseStay', () => {
  it('defaults to 1 adult, 0 children and no dates', () => {
    expect(parse('')).toEqual({ stay: { checkIn: null, checkOut: null, adults: 1, children: 0 }, complete: false, problem: null });
  });

  it('reads the stay the search results link with', () => {
    expect(parse('checkIn=2026-12-21&checkOut=2026-12-24&guests=2&children=1')).toEqual({
      stay: { checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 2, children: 1 },
      complete: true,
      problem: null,
    });
  });

  it('keeps guest counts within 1–50 adults and 0–50 children, ignoring junk', () => {
    expect(parse('guests=0&children=-1').stay).toMatchObject({ adults: 1, children: 0 });
    expect(parse('guests=abc&children=2.5').stay).toMatchObject({ adults: 1, children: 0 });
    expect(parse('guests=99&children=70').stay).toMatchObject({ adults: 50, children: 50 });
  });

  it('says what is wrong with the dates and asks for no rates then', () => {
    expect(parse('checkIn=2026-02-30&checkOut=2026-03-02')).toMatchObject({ complete: false, problem: 'invalid_date' });
    expect(parse('checkIn=2026-12-21')).toMatchObject({ complete: false, problem: 'missing_date', stay: { checkIn: '2026-12-21' } });
    expect(parse('checkIn=2026-12-21&checkOut=2026-12-21')).toMatchObject({
      complete: false,
      problem: 'check_out_not_after_check_in',
      stay: { checkIn: '2026-12-21', checkOut: null },
    });
    expect(parse('checkIn=2026-01-01&checkOut=2026-01-03')).toMatchObject({ complete: false, problem: 'past', stay: { checkIn: null } });
    expect(parse('checkIn=2026-12-01&checkOut=2027-03-15')).toMatchObject({ complete: false, problem: 'too_long' });
  });

  it('leaves an arrival on the day before the server’s date to the API (time zones)', () => {
    expect(parse('checkIn=2026-11-21&checkOut=2026-11-23')).toMatchObject({ complete: true, problem: null });
  });
});

describe('stayParams and plan keys', () => {
  it('writes the stay back without the defaults', () => {
    expect(stayParams({ checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 1, children: 0 })).toEqual([
      ['checkIn', '2026-12-21'],
      ['checkOut', '2026-12-24'],
    ]);
    expect(stayParams({ checkIn: null, checkOut: null, adults: 3, children: 2 })).toEqual([
      ['guests', '3'],
      ['children', '2'],
    ]);
  });

  it('names a unit type and rate plan choice', () => {
    expect(planKey(5, 6)).toBe('5-6');
  });
});
