import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  countNights,
  localDate,
  dateRange,
  daysBetween,
  isIsoDate,
  nightDates,
} from './iso-date.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2026-01-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026-01-05T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lands on a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('handles years below 100 without mapping them to the 1900s', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('rejects invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('comparisons and spans', () => {
  it('compares dates', () => {
    expect(compareIsoDates('2026-05-01', '2026-05-02')).toBe(-1);
    expect(compareIsoDates('2026-05-02', '2026-05-02')).toBe(0);
    expect(compareIsoDates('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('counts nights, negative when reversed', () => {
    expect(countNights('2026-07-01', '2026-07-02')).toBe(1);
    expect(countNights('2026-07-01', '2026-07-01')).toBe(0);
    expect(countNights('2026-07-05', '2026-07-01')).toBe(-4);
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
  });

  it('lists each night including a leap day, excluding check-out', () => {
    expect(nightDates('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
    expect(nightDates('2026-07-01', '2026-07-01')).toEqual([]);
  });

  it('lists an inclusive range', () => {
    expect(dateRange('2026-07-30', '2026-08-01')).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
    expect(dateRange('2026-08-01', '2026-07-31')).toEqual([]);
  });
});

describe('daylight saving time', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('counts two nights across the EU spring change whatever the server time zone', () => {
    // Europe moves clocks forward on 2026-03-29: local days are 23 h long there.
    for (const tz of ['Europe/Lisbon', 'America/New_York', 'Pacific/Auckland', 'UTC']) {
      process.env.TZ = tz;
      expect(countNights('2026-03-28', '2026-03-30')).toBe(2);
      expect(nightDates('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29']);
      expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    }
  });
});

describe('localDate', () => {
  const instant = new Date('2026-03-10T23:30:00Z');
  it('is the calendar date where the property is, asked twice alike', () => {
    expect(localDate(instant, 'Europe/Lisbon')).toBe('2026-03-10');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-03-11');
    expect(localDate(instant, 'America/New_York')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T00:30:00Z'), 'Europe/Berlin')).toBe('2026-03-11');
  });
  it('falls back to the UTC date for a zone Intl does not know, every time', () => {
    expect(localDate(instant, 'Not/AZone')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T00:30:00Z'), 'Not/AZone')).toBe('2026-03-11');
  });
});
