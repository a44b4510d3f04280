import { describe, expect, it } from 'vitest';
import { isDataRequest, sendOnce } from './served-once.server.ts';

describe('parts a document already carries', () => {
  const page = () => ({ name: 'Loft', html: { head: '<h1>Loft</h1>' } as { head: string } | undefined });

  it('are kept for the server render of a document but left out of what is serialised', () => {
    const data = sendOnce(page(), 'html', new Request('http://site.test/stays/lisbon/loft?checkIn=2027-01-05'));
    expect(data.html?.head).toBe('<h1>Loft</h1>');
    expect(Object.keys(data)).toEqual(['name']);
    expect(JSON.parse(JSON.stringify(data))).toEqual({ name: 'Loft' });
  });

  it('travel in the data of a client-side navigation', () => {
    const data = sendOnce(page(), 'html', new Request('http://site.test/stays/lisbon/loft.data?checkIn=2027-01-05'));
    expect(Object.keys(data)).toEqual(['name', 'html']);
    expect(isDataRequest(new Request('http://site.test/stays/lisbon/loft.data'))).toBe(true);
    expect(isDataRequest(new Request('http://site.test/stays/lisbon/loft?data=1'))).toBe(false);
  });
});
