import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card-input.ts';

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });
  it('groups American Express 4-6-5 and stops at 19 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('adds the slash and a leading zero', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/2')).toBe('12/2');
  });
  it('lets the slash be deleted', () => {
    expect(formatExpiry('12', true)).toBe('12');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 8 / 2031 ')).toEqual({ month: 8, year: 2031 });
  });
  it('refuses impossible months and other shapes', () => {
    for (const bad of ['13/29', '00/29', '08-29', '8/2', 'ab/cd', '']) expect(parseExpiry(bad), bad).toBeNull();
  });
});

describe('checkCard', () => {
  const today = new Date('2026-05-15T00:00:00Z');
  const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Silva' };

  it('accepts a well-typed card', () => {
    expect(checkCard(good, today)).toEqual({});
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000002500003155')).toBe(true);
  });

  it('names each missing field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', name: ' ' }, today)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      name: 'required',
    });
  });

  it('catches typing mistakes', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, today)).toEqual({ number: 'invalid' });
    expect(checkCard({ ...good, number: '4242' }, today)).toEqual({ number: 'invalid' });
    expect(checkCard({ ...good, expiry: '13/30' }, today)).toEqual({ expiry: 'invalid' });
    expect(checkCard({ ...good, cvc: '12a' }, today)).toEqual({ cvc: 'invalid' });
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(checkCard({ ...good, expiry: '05/26' }, today)).toEqual({});
    expect(checkCard({ ...good, expiry: '04/26' }, today)).toEqual({ expiry: 'past' });
  });
});
