import { bookingEvents, bookings, emailOutbox, instalments } from '@direct/db';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from '../../testing/bookings-world.ts';
import { createEmailAutomationsWorld, type EmailAutomationsWorld } from '../../testing/email-automations-world.ts';

// The automations on a fixed clock (the DEV_SURFACES test clock): each email goes out on its day,
// once per booking (or instalment), with its booking and kind and a timeline event; a property's
// switch stops it there; access details go out only after check-in is completed, and only to
// guests of that booking; the lapsed-hold email only to guests who agreed.

let w: EmailAutomationsWorld;
let stayA: { id: number; code: string };
let stayB: { id: number; code: string };
let instalmentId: number;

beforeAll(async () => {
  w = await createEmailAutomationsWorld();
  stayA = await w.stay({ checkIn: '2026-04-10', checkOut: '2026-04-13', unit: 0 });
  stayB = await w.stay({ checkIn: '2026-04-10', checkOut: '2026-04-13', unit: 1, extra: { checkinReadyAt: new Date('2026-04-05T09:00:00Z') } });
  const [part] = await w.t.db
    .insert(instalments)
    .values({ organizationId: w.organizationId, bookingId: stayA.id, sequence: 2, amountMinor: 7000, currency: w.listing.property.currency, dueDate: '2026-04-01' })
    .returning();
  instalmentId = part!.id;
}, 180_000);
afterAll(() => w?.t.close());

const sentOf = (kind: string) => w.t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `automation:${kind}:%`));

describe('automations on a fixed clock', () => {
  it('reminds of an unpaid instalment from N days before its due date, once', async () => {
    expect((await w.runAt('2026-03-28')).instalment_reminder).toBe(0);
    expect((await w.runAt('2026-03-29')).instalment_reminder).toBe(1);
    expect((await w.runAt('2026-03-30')).instalment_reminder).toBe(0);
    const [email] = await sentOf('instalment_reminder');
    expect(email).toMatchObject({ bookingId: stayA.id, kind: 'instalment_reminder', dedupeKey: `automation:instalment_reminder:${instalmentId}` });
    expect(email!.textBody).toContain('/payment/booking_payment_terminal/');
    expect(email!.subject).toMatch(/^Payment of .*70.* due on 1 April 2026/);
  });

  it('writes "before arrival" N days before check-in, once per booking', async () => {
    expect((await w.runAt('2026-04-06')).before_arrival).toBe(0);
    expect((await w.runAt('2026-04-07')).before_arrival).toBe(2);
    expect((await w.runAt('2026-04-08')).before_arrival).toBe(0);
    expect((await sentOf('before_arrival')).map((email) => email.bookingId).sort()).toEqual([stayA.id, stayB.id].sort());
  });

  it('sends access details only after check-in is completed, and only where the property has some', async () => {
    expect((await w.runAt('2026-04-08')).checkin_completed).toBe(0);
    const saved = await w.call('PUT', `${w.base}/properties/${w.listing.property.id}/access-details`, { doorCode: '4821', wifiName: 'Casa', wifiPassword: 'sunny', arrivalInstructions: '', version: 0 }, w.owner);
    expect(saved.status).toBe(200);
    expect((await w.runAt('2026-04-08')).checkin_completed).toBe(1);
    const emails = await sentOf('checkin_completed');
    expect(emails.map((email) => email.bookingId)).toEqual([stayB.id]);
    expect(emails[0]!.textBody).toContain('Door code: 4821');
    // An empty arrival instructions paragraph is left out, not sent blank.
    expect(emails[0]!.textBody).not.toMatch(/\n\n\n/);
    // Nothing else carries the door code (stay A didn't check in).
    const all = await w.t.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, stayA.id));
    expect(all.some((email) => email.textBody.includes('4821'))).toBe(false);
  });

  it('invites to review the day after departure, once, with a link the guest reviews with', async () => {
    expect((await w.runAt('2026-04-13')).review_invitation).toBe(0);
    expect((await w.runAt('2026-04-14')).review_invitation).toBe(2);
    expect((await w.runAt('2026-04-14')).review_invitation).toBe(0);
    const [email] = (await sentOf('review_invitation')).filter((row) => row.bookingId === stayA.id);
    expect(email).toMatchObject({ kind: 'review_invitation', brandId: w.listing.brand.id, toAddress: `guest-${stayA.id}@example.test` });
    expect(email!.htmlBody).toContain(`background-color:${w.listing.brand.theme.primaryColor}`);
    const events = await w.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, stayA.id), eq(bookingEvents.kind, 'automation_email')));
    expect(events.map((event) => (event.data as { automation: string }).automation).sort()).toEqual(['before_arrival', 'instalment_reminder', 'review_invitation']);

    const link = /https:\/\/stays\.example\/booking\/review\/([^/]+)\/(\S+)/.exec(email!.textBody);
    expect(link?.[1]).toBe(stayA.code);
    w.t.clock.now = new Date('2026-04-14T12:00:00Z');
    const review = await w.t.post('/apis/reviews', { booking_code: stayA.code, access_token: decodeURIComponent(link![2]!), rating: 5, title: 'Lovely' });
    expect(review.statusCode, review.body).toBe(201);
  });

  it('uses the host’s text in the booking’s language; a property switched off gets none', async () => {
    const stayC = await w.stay({ checkIn: '2026-05-01', checkOut: '2026-05-03', unit: 0, language: 'de' });
    const custom = { subject: 'Wie war {{property}}, {{guestName}}?', body: 'Hallo {{guestName}}!\n\n{{reviewLink}}' };
    expect((await w.call('PUT', `${w.base}/email-templates/${w.listing.brand.id}/review_invitation/de`, custom, w.owner)).status).toBe(200);
    const off = { automations: [], properties: [{ propertyId: w.listing.property.id, offKinds: ['review_invitation'] }] };
    expect((await w.call('PUT', `${w.base}/email-automations`, off, w.owner)).status).toBe(200);
    expect((await w.runAt('2026-05-04')).review_invitation).toBe(0);
    expect((await w.call('PUT', `${w.base}/email-automations`, { ...off, properties: [{ propertyId: w.listing.property.id, offKinds: [] }] }, w.owner)).status).toBe(200);
    expect((await w.runAt('2026-05-04')).review_invitation).toBe(1);
    const [email] = (await sentOf('review_invitation')).filter((row) => row.bookingId === stayC.id);
    expect(email!.subject).toBe(`Wie war ${w.listing.property.name}, Ana?`);
    expect(email!.textBody).toContain('Hallo Ana!');
    expect(email!.textBody).toContain('Bewertung schreiben: https://stays.example/booking/review/');
  });

  it('an organization that turns an automation off sends none', async () => {
    await w.stay({ checkIn: '2026-05-20', checkOut: '2026-05-22', unit: 0 });
    expect((await w.call('PUT', `${w.base}/email-automations`, { automations: [{ kind: 'before_arrival', enabled: false, daysBefore: 3 }], properties: [] }, w.owner)).status).toBe(200);
    expect((await w.runAt('2026-05-18')).before_arrival).toBe(0);
    expect((await w.call('PUT', `${w.base}/email-automations`, { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: 3 }], properties: [] }, w.owner)).status).toBe(200);
    expect((await w.runAt('2026-05-18')).before_arrival).toBe(1);
  });

  it('writes the lapsed-hold email only to guests who agreed, within three days of the lapse', async () => {
    const expiredAt = new Date('2026-06-01T10:00:00Z');
    const agreed = await w.stay({ checkIn: '2026-07-01', checkOut: '2026-07-03', unit: 0, status: 'pending_payment', extra: { holdExpiresAt: expiredAt, followUpConsent: true } });
    const silent = await w.stay({ checkIn: '2026-07-01', checkOut: '2026-07-03', unit: 1, status: 'pending_payment', extra: { holdExpiresAt: expiredAt } });
    await w.t.db.update(bookings).set({ status: 'expired' }).where(inArray(bookings.id, [agreed.id, silent.id]));
    expect((await w.runAt('2026-06-05T12:00:00Z')).hold_recovery).toBe(0);
    expect((await w.runAt('2026-06-01T12:00:00Z')).hold_recovery).toBe(1);
    expect((await sentOf('hold_recovery')).map((email) => email.bookingId)).toEqual([agreed.id]);
  });

  it('stores the guest’s consent given with the booking request, and assumes none without it', async () => {
    const agreed = await w.t.post('/apis/booking_requests', requestBody(w.listing, { check_in: '2026-08-01', check_out: '2026-08-04', follow_up_consent: true }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    const silent = await w.t.post('/apis/booking_requests', requestBody(w.listing, { check_in: '2026-08-10', check_out: '2026-08-13' }));
    expect(silent.statusCode, silent.body).toBe(201);
    const rows = await w.t.db.select({ checkIn: bookings.checkIn, consent: bookings.followUpConsent }).from(bookings).where(inArray(bookings.checkIn, ['2026-08-01', '2026-08-10']));
    expect(rows.sort((a, b) => a.checkIn.localeCompare(b.checkIn))).toEqual([
      { checkIn: '2026-08-01', consent: true },
      { checkIn: '2026-08-10', consent: false },
    ]);
  });

  it('two runs at once write each email and its timeline event once; a booker without an address is not due', async () => {
    const stay = await w.stay({ checkIn: '2026-09-01', checkOut: '2026-09-03', unit: 0 });
    const unreachable = await w.stay({ checkIn: '2026-09-01', checkOut: '2026-09-03', unit: 1, email: '' });
    const [first, second] = await Promise.all([w.runAt('2026-09-04'), w.runAt('2026-09-04')]);
    expect(first!.review_invitation! + second!.review_invitation!).toBe(1);
    const emails = (await sentOf('review_invitation')).filter((row) => row.bookingId === stay.id || row.bookingId === unreachable.id);
    expect(emails.map((row) => row.bookingId)).toEqual([stay.id]);
    const events = await w.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, stay.id), eq(bookingEvents.kind, 'automation_email')));
    expect(events).toHaveLength(1);
  });
});
