import { describe, expect, it } from 'vitest';
import { allRatesHref } from './property-page-data.server.ts';

describe('the link to every rate', () => {
  it('keeps the stay, the language, the chosen rate and the reviews page, drops the open form, and lands on the rates', () => {
    const url = new URL('http://lisbon-stays.localhost/de/stays/lisbon/x?checkIn=2027-01-12&checkOut=2027-01-15&guests=2&lng=de&plan=8-14&reserve=1&reviews=2');
    expect(allRatesHref(url)).toBe('/de/stays/lisbon/x?checkIn=2027-01-12&checkOut=2027-01-15&guests=2&lng=de&plan=8-14&reviews=2&rates=all#rates');
    expect(allRatesHref(new URL('http://lisbon-stays.localhost/stays/lisbon/x'))).toBe('/stays/lisbon/x?rates=all#rates');
  });
});
