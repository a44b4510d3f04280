import { auditLog, bookingEvents, bookings, cancellationPolicies, emailOutbox, guests, outsidePayments, payments, sandboxGatewayObjects, unitAllocations } from '@direct/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangesWorld, newKey, payByCard, reserve, type ChangesWorld, type HostListing } from '../../testing/booking-changes-world.ts';
import { fieldsOf } from '../../testing/pricing-world.ts';

// Money on a booking from the console: cash and transfers, payment links, refunds through the
// gateway, cancellation with the policy's refund, resent emails. Each idempotent and audited.

let w: ChangesWorld;
let h: HostListing;
beforeAll(async () => {
  w = await createChangesWorld();
  h = await w.host();
}, 180_000);
afterAll(() => w?.t.close());

const stays = (() => {
  let week = 0;
  return () => {
    week += 1;
    const start = new Date(Date.UTC(2026, 4, 1 + week * 7));
    const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    return { check_in: day(0), check_out: day(3) };
  };
})();
const bookingRow = async (id: number) => (await w.t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const eventsOf = async (id: number) => (await w.t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))).map((row) => row.kind);
const refundsOf = (id: number) => w.t.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.kind, 'refund')));

describe('outside payments and payment links', () => {
  it('records cash that confirms a pending booking, once per key, audited and on the timeline', async () => {
    const held = await reserve(w.t, h.listing, stays());
    const body = { idempotency_key: newKey(), method: 'cash', amount_minor: 30_000, received_on: '2026-03-10', reference: 'Front desk' };
    const first = await w.call('POST', `${h.base}/${held.bookingId}/outside-payments`, body, h.owner);
    expect(first.status, JSON.stringify(first.json())).toBe(200);
    expect(first.json()).toMatchObject({ status: 'confirmed', paidMinor: 30_000, totalMinor: 30_000, outcome: 'payment_recorded_confirmed', amountMinor: 30_000 });
    const replay = await w.call('POST', `${h.base}/${held.bookingId}/outside-payments`, body, h.owner);
    expect(replay.json()).toEqual(first.json());
    expect(await w.t.db.select().from(outsidePayments).where(eq(outsidePayments.bookingId, held.bookingId))).toHaveLength(1);
    const [allocation] = await w.t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, held.bookingId), isNull(unitAllocations.releasedAt)));
    expect(allocation?.kind).toBe('stay');
    expect(await eventsOf(held.bookingId)).toContain('payment_recorded');
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(held.bookingId))));
    expect(audit.map((row) => row.action)).toEqual(['booking.payment_recorded']);
    // More than is open is refused with the field.
    const over = await w.call('POST', `${h.base}/${held.bookingId}/outside-payments`, { ...body, idempotency_key: newKey(), amount_minor: 1 }, h.owner);
    expect([over.status, ...fieldsOf(over)]).toEqual([400, 'amount_minor:exceeds_balance']);
  });

  it('emails a payment link to the booking’s payment page, once per key; the key is bound to its action', async () => {
    const held = await reserve(w.t, h.listing, stays());
    const key = newKey();
    const sent = await w.call('POST', `${h.base}/${held.bookingId}/payment-link`, { idempotency_key: key }, h.owner);
    expect(sent.status, JSON.stringify(sent.json())).toBe(200);
    expect((await w.call('POST', `${h.base}/${held.bookingId}/payment-link`, { idempotency_key: key }, h.owner)).json()).toEqual(sent.json());
    const emails = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'payment_link')));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.textBody).toContain(`/payment/booking_payment_terminal/${held.bookingCode}/`);
    expect(await eventsOf(held.bookingId)).toContain('payment_link_sent');
    const reused = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { idempotency_key: key, amount_minor: 100, reason: 'x' }, h.owner);
    expect(reused.status).toBe(422);
  });
});

describe('refunds', () => {
  it('refunds part of a card payment through the gateway, refuses more than is left, replays without refunding twice', async () => {
    const held = await reserve(w.t, h.listing, stays());
    await payByCard(w.t, held);
    const body = { idempotency_key: newKey(), amount_minor: 5_000, reason: 'Broken heating' };
    const refunded = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, body, h.owner);
    expect(refunded.status, JSON.stringify(refunded.json())).toBe(200);
    expect(refunded.json()).toMatchObject({ paidMinor: 25_000, outcome: 'refund_issued', amountMinor: 5_000 });
    expect((await w.call('POST', `${h.base}/${held.bookingId}/refunds`, body, h.owner)).json()).toEqual(refunded.json());
    const rows = await refundsOf(held.bookingId);
    expect(rows).toMatchObject([{ amountMinor: 5_000, status: 'succeeded', provider: 'sandbox' }]);
    expect(rows[0]!.providerRef).toBeTruthy();
    const summary = (await w.call('GET', `${h.base}/${held.bookingId}/action-summary`, undefined, h.owner)).json();
    expect(summary).toMatchObject({ code: held.bookingCode, status: 'confirmed', paidMinor: 25_000, refundableMinor: 25_000, hasSavedCard: true, guestName: 'Ana Silva' });
    const tooMuch = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { ...body, idempotency_key: newKey(), amount_minor: 25_001 }, h.owner);
    expect([tooMuch.status, ...fieldsOf(tooMuch)]).toEqual([400, 'amount_minor:exceeds_paid']);
    expect(await eventsOf(held.bookingId)).toContain('refund_issued');
  });

  it('a refund is payments:write: the front desk may not; a failing gateway refunds nothing and frees its reservation', async () => {
    const held = await reserve(w.t, h.listing, stays());
    await payByCard(w.t, held);
    const desk = await h.join('front_desk');
    expect((await w.call('POST', `${h.base}/${held.bookingId}/refunds`, { idempotency_key: newKey(), amount_minor: 100, reason: 'x' }, desk)).status).toBe(403);
    // The gateway refuses: its charge is (for the moment) not refundable.
    const [charge] = await w.t.db.select().from(payments).where(and(eq(payments.bookingId, held.bookingId), eq(payments.kind, 'charge')));
    const gatewayCharge = eq(sandboxGatewayObjects.id, charge!.providerRef!);
    await w.t.db.update(sandboxGatewayObjects).set({ status: 'processing' }).where(gatewayCharge);
    const body = { idempotency_key: newKey(), amount_minor: 1_000, reason: 'Late check-in' };
    const failed = await w.call('POST', `${h.base}/${held.bookingId}/refunds`, body, h.owner);
    await w.t.db.update(sandboxGatewayObjects).set({ status: 'succeeded' }).where(gatewayCharge);
    expect(failed.status).toBe(503);
    // The reservation is freed: the row says the gateway failed; nothing was refunded.
    expect((await refundsOf(held.bookingId)).map((row) => row.status)).toEqual(['failed']);
    expect((await bookingRow(held.bookingId)).paidMinor).toBe(30_000);
    expect(await eventsOf(held.bookingId)).not.toContain('refund_issued');
    expect(await eventsOf(held.bookingId)).toContain('refund_failed');
    // The same key works once the gateway is back, on the same reserved row.
    expect((await w.call('POST', `${h.base}/${held.bookingId}/refunds`, body, h.owner)).json()).toMatchObject({ paidMinor: 29_000 });
    expect((await refundsOf(held.bookingId)).map((row) => [row.status, row.amountMinor])).toEqual([['succeeded', 1_000]]);
  });
});

describe('cancellation', () => {
  it('previews the policy’s refund for today, then cancels: dates released, instalments cancelled, refunded, guest emailed', async () => {
    const held = await reserve(w.t, h.listing, stays());
    await payByCard(w.t, held);
    await w.t.db.update(cancellationPolicies).set({ rules: [{ daysBeforeArrival: 30, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }] }).where(eq(cancellationPolicies.organizationId, h.organizationId));
    w.t.clock.now = new Date(new Date(`${(await bookingRow(held.bookingId)).checkIn}T10:00:00Z`).getTime() - 10 * 86_400_000);
    const preview = await w.call('GET', `${h.base}/${held.bookingId}/cancellation`, undefined, h.owner);
    expect(preview.json()).toMatchObject({ paidMinor: 30_000, refundableMinor: 30_000, policy: { kind: 'flexible', refundPercent: 50 }, policyRefundMinor: 15_000 });
    const desk = await h.join('front_desk');
    const custom = await w.call('POST', `${h.base}/${held.bookingId}/cancellation`, { idempotency_key: newKey(), refund: 'custom', amount_minor: 30_000, reason: 'Goodwill' }, desk);
    expect(custom.status).toBe(403);
    const cancelled = await w.call('POST', `${h.base}/${held.bookingId}/cancellation`, { idempotency_key: newKey(), refund: 'policy', reason: 'Guest asked' }, desk);
    expect(cancelled.status, JSON.stringify(cancelled.json())).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paidMinor: 15_000, amountMinor: 15_000, outcome: 'booking_cancelled' });
    expect(await refundsOf(held.bookingId)).toMatchObject([{ amountMinor: 15_000, status: 'succeeded' }]);
    expect(await w.t.db.select().from(unitAllocations).where(and(eq(unitAllocations.bookingId, held.bookingId), isNull(unitAllocations.releasedAt)))).toHaveLength(0);
    expect(await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'booking_cancelled')))).toHaveLength(1);
    expect(await eventsOf(held.bookingId)).toContain('booking_cancelled');
    const again = await w.call('POST', `${h.base}/${held.bookingId}/cancellation`, { idempotency_key: newKey(), refund: 'policy', reason: 'Twice' }, h.owner);
    expect(again.status).toBe(409);
  });
});

describe('emails and other organizations', () => {
  it('lists the booking’s emails and resends one as a new outbox row with the same content, once per key', async () => {
    const held = await reserve(w.t, h.listing, stays());
    await w.call('POST', `${h.base}/${held.bookingId}/payment-link`, { idempotency_key: newKey() }, h.owner);
    const list = (await w.call('GET', `${h.base}/${held.bookingId}/emails`, undefined, h.owner)).json();
    const link = list.data.find((email: { kind: string }) => email.kind === 'payment_link');
    const body = { idempotency_key: newKey() };
    const resent = await w.call('POST', `${h.base}/${held.bookingId}/emails/${link.id}/resend`, body, h.owner);
    expect(resent.status, JSON.stringify(resent.json())).toBe(200);
    await w.call('POST', `${h.base}/${held.bookingId}/emails/${link.id}/resend`, body, h.owner);
    const rows = await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, held.bookingId), eq(emailOutbox.kind, 'payment_link')));
    expect(rows).toHaveLength(2);
    expect(rows[1]!.subject).toBe(rows[0]!.subject);
    expect(rows[1]!.textBody).toBe(rows[0]!.textBody);
    expect(await eventsOf(held.bookingId)).toContain('email_resent');
  });

  it('another organization’s owner gets 404 for every action and nothing changes', async () => {
    const held = await reserve(w.t, h.listing, stays());
    await payByCard(w.t, held);
    const stranger = await w.host();
    const foreign = `/apis/host/organizations/${stranger.organizationId}/bookings/${held.bookingId}`;
    const ownBase = `${h.base}/${held.bookingId}`;
    const calls: [string, string, unknown][] = [
      ['GET', `${foreign}/cancellation`, undefined],
      ['GET', `${foreign}/emails`, undefined],
      ['GET', `${foreign}/action-summary`, undefined],
      ['POST', `${foreign}/refunds`, { idempotency_key: newKey(), amount_minor: 100, reason: 'x' }],
      ['POST', `${foreign}/cancellation`, { idempotency_key: newKey(), refund: 'policy', reason: 'x' }],
      ['POST', `${foreign}/outside-payments`, { idempotency_key: newKey(), method: 'cash', amount_minor: 100, received_on: '2026-03-10' }],
      ['POST', `${foreign}/stay-change`, { idempotency_key: newKey(), check_in: '2026-09-01', check_out: '2026-09-03', adults: 2 }],
    ];
    for (const [method, url, body] of calls) expect((await w.call(method as 'GET', url, body, stranger.owner)).status, url).toBe(404);
    // And the stranger can't reach it through this organization's path either.
    expect((await w.call('GET', `${ownBase}/cancellation`, undefined, stranger.owner)).status).toBe(404);
    expect(await bookingRow(held.bookingId)).toMatchObject({ status: 'confirmed', paidMinor: 30_000 });
    expect(await refundsOf(held.bookingId)).toHaveLength(0);
  });
});

describe('bookings taken by phone or email', () => {
  const phoneBooking = (host: HostListing, overrides: Record<string, unknown> = {}) => ({
    idempotency_key: newKey(),
    source: 'phone',
    brand: host.listing.brand.id,
    property: host.listing.property.id,
    unit_type: host.listing.unitType.id,
    rate_plan: host.listing.ratePlan.id,
    ...stays(),
    adults: 2,
    guest: { first_name: 'Rui', last_name: 'Costa', email: 'rui@example.test', phone: '+351 913 000 000' },
    language: 'pt',
    ...overrides,
  });
  const create = (host: HostListing, body: unknown, session = host.owner) => w.call('POST', `/apis/host/organizations/${host.organizationId}/bookings`, body, session);

  it('creates a booking with the site’s quote, marked as taken by phone, with a payment link, once per key', async () => {
    w.t.clock.now = new Date('2026-03-10T12:00:00Z');
    const body = phoneBooking(h, { send_payment_link: true });
    const created = await create(h, body);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending_payment', totalMinor: 30_000, paidMinor: 0, outcome: 'booking_created' });
    const bookingId = created.json().bookingId;
    expect((await create(h, body)).json()).toEqual(created.json());
    expect(await bookingRow(bookingId)).toMatchObject({ source: 'phone', language: 'pt', organizationId: h.organizationId });
    expect(await w.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, 'payment_link')))).toHaveLength(1);
    expect(await eventsOf(bookingId)).toContain('booking_created_by_host');
  });

  it('the booking, its audit entry and its timeline are written together: an audit that fails leaves no booking', async () => {
    w.t.clock.now = new Date('2026-03-10T12:00:00Z');
    const body = phoneBooking(h, { guest: { first_name: 'Inês', last_name: 'Audit', email: 'ines.audit@example.test', phone: '+351 913 000 001' } });
    await w.t.db.execute(sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$ begin
        if new.action = 'booking.booking_created_by_host' then raise exception 'audit log unavailable'; end if; return new; end $$`));
    await w.t.db.execute(sql.raw('create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()'));
    const failed = await create(h, body);
    await w.t.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
    await w.t.db.execute(sql.raw('drop function refuse_audit()'));
    expect(failed.status).not.toBe(201);
    const madeFor = () => w.t.db.select({ id: guests.bookingId }).from(guests).where(eq(guests.email, 'ines.audit@example.test'));
    expect(await madeFor()).toHaveLength(0);
    // The same key then makes it, audited.
    const created = await create(h, body);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const audit = await w.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(created.json().bookingId))));
    expect(audit.map((row) => row.action)).toEqual(['booking.booking_created_by_host']);
    expect(await madeFor()).toHaveLength(1);
  });

  it('previews the price and cancellation policy the booking is then made with; another organization’s property is 404', async () => {
    w.t.clock.now = new Date('2026-03-10T12:00:00Z');
    const body = phoneBooking(h);
    const { idempotency_key: _key, source: _source, guest: _guest, language: _language, ...selection } = body;
    await w.t.db.update(cancellationPolicies).set({ rules: [{ daysBeforeArrival: 30, refundPercent: 100 }, { daysBeforeArrival: 7, refundPercent: 50 }] }).where(eq(cancellationPolicies.organizationId, h.organizationId));
    const desk = await h.join('front_desk');
    const quoted = await w.call('POST', `/apis/host/organizations/${h.organizationId}/bookings/quote`, selection, desk);
    expect(quoted.status, JSON.stringify(quoted.json())).toBe(200);
    const { quote, cancellation } = quoted.json();
    expect(quote.total).toEqual({ amountMinor: 30_000, currency: 'EUR' });
    expect(quote.nights).toHaveLength(3);
    const day = (offset: number) => new Date(new Date(`${selection.check_in}T00:00:00Z`).getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(cancellation).toEqual({ kind: 'flexible', deadlines: [{ lastDate: day(-30), refundPercent: 100 }, { lastDate: day(-7), refundPercent: 50 }] });
    // Nothing was stored; the booking is then made at the quoted total.
    const created = await create(h, body);
    expect(created.json()).toMatchObject({ totalMinor: quote.total.amountMinor });
    const stranger = await w.host();
    const foreign = await w.call('POST', `/apis/host/organizations/${stranger.organizationId}/bookings/quote`, selection, stranger.owner);
    expect(foreign.status).toBe(404);
    const housekeeping = await h.join('housekeeping');
    expect((await w.call('POST', `/apis/host/organizations/${h.organizationId}/bookings/quote`, selection, housekeeping)).status).toBe(403);
  });

  it('refuses dates already taken (409) and another organization’s property (404)', async () => {
    w.t.clock.now = new Date('2026-03-10T12:00:00Z');
    const small = await w.host({ units: 1 });
    const dates = { check_in: '2026-10-01', check_out: '2026-10-04' };
    expect((await create(small, phoneBooking(small, dates))).status).toBe(201);
    const taken = await create(small, phoneBooking(small, dates));
    expect([taken.status, taken.json().error.code]).toEqual([409, 'accommodation_unavailable']);
    const foreign = await create(small, phoneBooking(h));
    expect(foreign.status).toBe(404);
  });
});
