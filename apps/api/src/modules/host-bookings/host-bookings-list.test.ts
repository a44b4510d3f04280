import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostBookingsWorld, type HostBookingsWorld } from '../../testing/host-bookings-world.ts';

// The bookings list and its CSV: every filter, the search by code, name and email, sorting,
// paging, the CSV's quoting, formula neutralising and BOM, and another organization's bookings.

let w: HostBookingsWorld;
const ids: Record<string, number> = {};
const codes: Record<string, string> = {};

beforeAll(async () => {
  w = await createHostBookingsWorld();
  const add = async (name: string, input: Parameters<HostBookingsWorld['book']>[0]) => {
    const booking = await w.book(input);
    ids[name] = booking.id;
    codes[name] = booking.code;
  };
  await add('ana', { checkIn: '2026-04-01', checkOut: '2026-04-05', totalMinor: 40_000, paidMinor: 40_000, source: 'website', checkinReadyAt: new Date(), guests: [{ firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.test' }] });
  await add('bob', { checkIn: '2026-04-10', checkOut: '2026-04-12', totalMinor: 30_000, paidMinor: 9_000, source: 'phone', guests: [{ firstName: 'Bob', lastName: 'Stone', email: 'BOB@Example.test' }, { firstName: 'Carla', lastName: 'Mendes' }] });
  await add('eve', { checkIn: '2026-05-01', checkOut: '2026-05-03', totalMinor: 20_000, paidMinor: 0, status: 'cancelled', cancelledAt: new Date(), source: 'channel', guests: [{ firstName: '=HYPERLINK("http://evil.example")', lastName: 'O"Brien, Jr', email: '@sum@example.test' }] });
  await add('dan', { checkIn: '2026-03-20', checkOut: '2026-03-22', totalMinor: 10_000, paidMinor: 0, status: 'pending_payment', source: 'email', guests: [{ firstName: 'Dan', lastName: '50%_off' }] });
  await w.book({ on: w.other.listing, checkIn: '2026-04-01', checkOut: '2026-04-03', guests: [{ firstName: 'Ana', lastName: 'Stranger', email: 'ana.silva@example.test' }] });
});
afterAll(async () => w?.close());

const list = async (query = '', session = w.session) => {
  const answer = await w.call('GET', `${w.base}${query ? `?${query}` : ''}`, undefined, session);
  expect(answer.status).toBe(200);
  return answer.json() as { data: { id: number; code: string; guestName: string; checkinReady: boolean; paidMinor: number }[]; meta: { total: number; page: number; limit: number } };
};
const idsOf = async (query: string) => (await list(query)).data.map((row) => row.id);

describe('the list', () => {
  it('lists the organization’s bookings only, newest arrival first by default, with the booker', async () => {
    const page = await list();
    expect(page.meta).toEqual({ page: 1, limit: 25, total: 4 });
    expect(page.data.map((row) => row.id)).toEqual([ids['eve'], ids['bob'], ids['ana'], ids['dan']]);
    expect(page.data.find((row) => row.id === ids['bob'])).toMatchObject({ guestName: 'Bob Stone', paidMinor: 9_000, checkinReady: false });
  });

  it('filters by status, source, dates, property, unpaid and check-in readiness', async () => {
    expect(await idsOf('status=cancelled')).toEqual([ids['eve']]);
    expect(await idsOf('source=phone')).toEqual([ids['bob']]);
    expect(await idsOf('arrivalFrom=2026-04-01&arrivalTo=2026-04-10')).toEqual([ids['bob'], ids['ana']]);
    expect(await idsOf('departureFrom=2026-04-12&departureTo=2026-04-30')).toEqual([ids['bob']]);
    expect(await idsOf(`propertyId=${w.listing.property.id}&unpaid=true&sort=check_in`)).toEqual([ids['dan'], ids['bob'], ids['eve']]);
    expect(await idsOf('unpaid=false')).toEqual([ids['ana']]);
    expect(await idsOf('checkinReady=true')).toEqual([ids['ana']]);
    expect(await idsOf(`propertyId=${w.other.listing.property.id}`)).toEqual([]);
  });

  it('searches the code, any guest’s name and email, in any case; % and _ are plain letters', async () => {
    expect(await idsOf(`q=${codes['bob']!.toLowerCase()}`)).toEqual([ids['bob']]);
    expect(await idsOf('q=carla%20mendes')).toEqual([ids['bob']]);
    expect(await idsOf('q=bob@example')).toEqual([ids['bob']]);
    expect(await idsOf('q=ANA.SILVA')).toEqual([ids['ana']]);
    expect(await idsOf('q=50%25_')).toEqual([ids['dan']]);
    expect(await idsOf('q=%25')).toEqual([ids['dan']]);
    expect(await idsOf('q=nobody')).toEqual([]);
  });

  it('sorts both ways and pages without repeating a booking', async () => {
    expect(await idsOf('sort=total')).toEqual([ids['dan'], ids['eve'], ids['bob'], ids['ana']]);
    expect(await idsOf('sort=-total')).toEqual([ids['ana'], ids['bob'], ids['eve'], ids['dan']]);
    const first = await list('sort=check_in&limit=3');
    const second = await list('sort=check_in&limit=3&page=2');
    expect(first.meta.total).toBe(4);
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual([ids['dan'], ids['ana'], ids['bob'], ids['eve']]);
  });

  it('refuses bad filters with the field and reason', async () => {
    for (const query of ['status=lost', 'arrivalFrom=2026-02-30', 'source=fax', 'unpaid=maybe', 'sort=guest', 'limit=500', 'colour=red']) {
      const answer = await w.call('GET', `${w.base}?${query}`, undefined, w.session);
      expect({ query, status: answer.status, code: answer.json().error.code }).toEqual({ query, status: 400, code: 'validation_failed' });
    }
  });

  it('is readable by the accountant and front desk, not by housekeeping', async () => {
    expect((await list('', w.sessions.get('accountant'))).meta.total).toBe(4);
    expect((await list('', w.sessions.get('front_desk'))).meta.total).toBe(4);
    expect((await w.call('GET', w.base, undefined, w.sessions.get('housekeeping'))).status).toBe(403);
  });

  it('another organization sees only its own booking, and not ours under its address', async () => {
    const theirs = await w.call('GET', w.other.base, undefined, w.other.session);
    expect(theirs.json().data.map((row: { guestName: string }) => row.guestName)).toEqual(['Ana Stranger']);
    expect((await w.call('GET', w.base, undefined, w.other.session)).status).toBe(404);
  });
});

describe('the CSV export', () => {
  it('is the filtered list as UTF-8 CSV with a BOM, quoted properly, formulas neutralised', async () => {
    const answer = await w.call('GET', `${w.base}/export?status=cancelled`, undefined, w.session);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d+\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const raw = await w.download(`${w.base}/export?status=cancelled`);
    expect([...raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('code,status,source,property,check_in,check_out,guest,email,adults,children,currency,total,paid,balance,checkin_ready,created_at');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    // The guest's name starts with "=", so it gets an apostrophe, and its quotes and comma are quoted.
    expect(lines[1]).toContain(`${codes['eve']},cancelled,channel,Casa Azul,2026-05-01,2026-05-03,"'=HYPERLINK(""http://evil.example"") O""Brien, Jr",'@sum@example.test,2,0,`);
    expect(lines[1]).toContain(',200.00,0.00,200.00,no,');
  });

  it('takes the same filters and search as the list, and nothing of another organization', async () => {
    const answer = await w.download(`${w.base}/export?q=ana`);
    const rows = answer.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Ana Silva');
    expect(answer.body).not.toContain('Stranger');
    expect((await w.call('GET', `${w.base}/export`, undefined, w.other.session)).status).toBe(404);
  });
});

