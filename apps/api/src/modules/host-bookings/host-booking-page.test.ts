import { bookingCheckinSteps, bookingRequests, deposits, emailOutbox, instalments, payments, writeBookingEvent } from '@direct/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsToday, createHostBookingsWorld, type HostBookingsWorld } from '../../testing/host-bookings-world.ts';

// A booking's page: its money and check-in state, the timeline (every source, newest first), the
// guests' data only for roles with guests:read, the signed agreement, the registration files, and
// another organization's ids.

let w: HostBookingsWorld;
let bookingId = 0;
let bookingCode = '';
const at = (minutes: number) => new Date(bookingsToday.getTime() - (120 - minutes) * 60_000);

beforeAll(async () => {
  w = await createHostBookingsWorld();
  const booking = await w.book({
    checkIn: '2026-04-01',
    checkOut: '2026-04-04',
    totalMinor: 45_000,
    paidMinor: 13_500,
    createdAt: at(1),
    confirmedAt: at(3),
    holdExpiresAt: null,
    quote: { currency: 'EUR', nights: [], lines: [{ kind: 'accommodation', label: '3 nights', amountMinor: 40_000 }, { kind: 'fee', label: 'Cleaning', amountMinor: 5_000 }], totalMinor: 45_000 },
    guests: [
      { firstName: 'Ana', lastName: 'García', email: 'ana@example.test', nationality: 'ES', passportNumber: 'X1234567' },
      { firstName: 'Luis', lastName: 'García', nationality: 'ES' },
    ],
  });
  bookingId = booking.id;
  bookingCode = booking.code;
  const own = { organizationId: w.organizationId, bookingId };
  await w.db.insert(bookingRequests).values({ ...own, brandId: w.listing.brandId, payload: {}, status: 'accepted', createdAt: at(0) });
  const [instalment] = await w.db.insert(instalments).values({ ...own, sequence: 1, amountMinor: 13_500, currency: 'EUR', dueDate: '2026-03-10', status: 'paid', paidAt: at(2) }).returning();
  await w.db.insert(instalments).values({ ...own, sequence: 2, amountMinor: 31_500, currency: 'EUR', dueDate: '2026-03-25' });
  await w.db.insert(payments).values({ ...own, instalmentId: instalment!.id, provider: 'sandbox', idempotencyKey: `k-${bookingId}`, amountMinor: 13_500, currency: 'EUR', status: 'succeeded', succeededAt: at(2), createdAt: at(2) });
  await w.db.insert(payments).values({ ...own, provider: 'sandbox', kind: 'refund', idempotencyKey: `r-${bookingId}`, amountMinor: 2_000, currency: 'EUR', status: 'succeeded', succeededAt: at(9), createdAt: at(9) });
  await w.db.insert(emailOutbox).values({ ...own, kind: 'booking_confirmed', toAddress: 'ana@example.test', fromAddress: 'host@example.test', subject: 'Your stay is confirmed', textBody: 'x', status: 'sent', sentAt: at(4), createdAt: at(3) });
  await w.db.insert(emailOutbox).values({ ...own, kind: 'payment_link', toAddress: 'ana@example.test', fromAddress: 'host@example.test', subject: 'Pay the rest', textBody: 'x', status: 'failed', createdAt: at(6) });
  await w.db.insert(bookingCheckinSteps).values([
    { ...own, step: 'general_info', status: 'completed', completedAt: at(5) },
    { ...own, step: 'guest_info', status: 'pending' },
  ]);
  await w.db.insert(deposits).values({ ...own, provider: 'sandbox', amountMinor: 20_000, currency: 'EUR', status: 'authorized', scheduledFor: at(7), releaseAfter: new Date('2026-04-06T00:00:00Z'), idempotencyKey: `d-${bookingId}`, authorizedAt: at(7) });
  await writeBookingEvent(w.db, { ...own, kind: 'dates_changed', actor: { kind: 'user', id: 'u1', name: 'Olga Owner' }, data: { from: '2026-03-30', to: '2026-04-01', nested: { ignored: true } } });
  await w.db.execute(`update booking_events set created_at = '${at(8).toISOString()}' where booking_id = ${bookingId}`);
  await writeBookingEvent(w.db, { ...own, kind: 'something_new', actor: { kind: 'system' }, data: {} });
  await w.db.execute(`update booking_events set created_at = '${at(10).toISOString()}' where booking_id = ${bookingId} and kind = 'something_new'`);
});
afterAll(async () => w?.close());

const get = (path: string, session = w.session) => w.call('GET', `${w.base}/${bookingId}${path}`, undefined, session);

describe('a booking', () => {
  it('has its stay, money with the quote’s lines, instalments, payments, deposit and check-in state', async () => {
    const answer = await get('');
    expect(answer.status).toBe(200);
    const booking = answer.json();
    expect(booking).toMatchObject({
      code: bookingCode,
      status: 'confirmed',
      nights: 3,
      property: { name: 'Casa Azul' },
      booker: { name: 'Ana García', email: 'ana@example.test' },
      money: { currency: 'EUR', totalMinor: 45_000, paidMinor: 13_500, balanceMinor: 31_500, lines: [{ label: '3 nights', amountMinor: 40_000 }, { label: 'Cleaning', amountMinor: 5_000 }] },
      deposit: { status: 'authorized', amountMinor: 20_000 },
      checkin: { readyAt: null, steps: [{ step: 'general_info', status: 'completed' }, { step: 'guest_info', status: 'pending', completedAt: null }] },
      agreement: null,
    });
    expect(booking.instalments.map((row: { status: string }) => row.status)).toEqual(['paid', 'scheduled']);
    expect(booking.payments.map((row: { kind: string }) => row.kind)).toEqual(['charge', 'refund']);
    expect(booking.units).toHaveLength(1);
  });

  it('has a timeline of everything, newest first, from every source', async () => {
    const { timeline } = (await get('')).json();
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'something_new',
      'refund_succeeded',
      'dates_changed',
      'deposit_authorized',
      'email_failed',
      'checkin_step_completed',
      'email_sent',
      'confirmed',
      'payment_succeeded',
      'created',
      'requested',
    ]);
    const byKind = (kind: string) => timeline.find((entry: { kind: string }) => entry.kind === kind);
    expect(byKind('dates_changed')).toEqual({ at: at(8).toISOString(), kind: 'dates_changed', origin: 'event', actor: { kind: 'user', name: 'Olga Owner' }, data: { from: '2026-03-30', to: '2026-04-01' } });
    expect(byKind('email_sent')).toMatchObject({ at: at(4).toISOString(), origin: 'email', data: { emailKind: 'booking_confirmed', subject: 'Your stay is confirmed' } });
    expect(byKind('refund_succeeded')).toMatchObject({ origin: 'payment', data: { amountMinor: 2_000, currency: 'EUR' } });
    expect(byKind('checkin_step_completed').data).toEqual({ step: 'general_info' });
  });

  it('is not found for another organization, nor under another organization’s address', async () => {
    expect((await w.call('GET', `${w.other.base}/${bookingId}`, undefined, w.other.session)).status).toBe(404);
    expect((await w.call('GET', `${w.base}/${bookingId}`, undefined, w.other.session)).status).toBe(404);
    const theirs = await w.book({ on: w.other.listing, checkIn: '2026-06-01', checkOut: '2026-06-02' });
    for (const path of ['', '/guests', '/agreement', '/guest-registration?format=es_ses']) {
      const answer = await w.call('GET', `${w.base}/${theirs.id}${path}`, undefined, w.session);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });
});

describe('the guests', () => {
  it('come with their registration data for roles with guests:read', async () => {
    for (const role of ['owner', 'front_desk'] as const) {
      const answer = await get('/guests', w.sessions.get(role));
      expect(answer.status).toBe(200);
      expect(answer.json().guests.map((guest: { firstName: string; documentNumber: string | null; isBooker: boolean }) => [guest.firstName, guest.documentNumber, guest.isBooker])).toEqual([
        ['Ana', 'X1234567', true],
        ['Luis', null, false],
      ]);
    }
  });

  it('are refused to housekeeping and the accountant, who still see the booking (accountant) without them', async () => {
    expect((await get('/guests', w.sessions.get('housekeeping'))).status).toBe(403);
    expect((await get('/guests', w.sessions.get('accountant'))).status).toBe(403);
    const seen = await get('', w.sessions.get('accountant'));
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.json())).not.toContain('X1234567');
    expect((await get('', w.sessions.get('housekeeping'))).status).toBe(403);
  });
});

describe('the agreement and the registration files', () => {
  it('the signed PDF downloads; before signing it is 404', async () => {
    expect((await get('/agreement')).status).toBe(404);
    await w.signAgreement(bookingId);
    const file = await w.download(`${w.base}/${bookingId}/agreement`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="agreement-${bookingCode}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('')).json().agreement).toMatchObject({ signerName: 'Ana Silva', hasPdf: true });
  });

  it('exports the guests for Spain, Italy and Portugal; only roles with guests:read', async () => {
    const spain = await w.download(`${w.base}/${bookingId}/guest-registration?format=es_ses`);
    expect(spain.statusCode).toBe(200);
    expect(spain.headers['content-disposition']).toBe(`attachment; filename="${bookingCode}-es_ses.csv"`);
    expect(spain.body).toContain('X1234567');
    const italy = await w.download(`${w.base}/${bookingId}/guest-registration?format=it_alloggiati`);
    expect(italy.body.split('\r\n')[0]).toHaveLength(168);
    const portugal = await w.download(`${w.base}/${bookingId}/guest-registration?format=pt_siba`);
    expect(portugal.body).toContain('García');
    expect((await w.download(`${w.base}/${bookingId}/guest-registration?format=fr`)).statusCode).toBe(400);
    expect((await w.download(`${w.base}/${bookingId}/guest-registration?format=es_ses`, w.sessions.get('accountant'))).statusCode).toBe(403);
  });
});
