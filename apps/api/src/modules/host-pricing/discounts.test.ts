import { auditLog, promotions, vouchers } from '@direct/db';
import { createBooking } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingWorld, fieldsOf, type PricingWorld } from '../../testing/pricing-world.ts';

// Vouchers and promotions through the host API: codes unique in an organization whatever the
// letter case, a used voucher kept (deactivated, not deleted), lists paged, sorted and filtered.

let w: PricingWorld;

beforeAll(async () => {
  w = await createPricingWorld();
}, 180_000);
afterAll(() => w?.t.close());

const summer = { code: 'Summer15', kind: 'percentage', percent: 15, validFrom: '2026-06-01T00:00:00Z', validUntil: '2026-09-01T00:00:00Z', usageLimit: 100, minNights: 3 };

describe('vouchers', () => {
  it('creates a voucher scoped to a property, edits and deletes it, each write audited', async () => {
    const created = await w.call('POST', `${w.base}/vouchers`, { ...summer, propertyIds: [w.listing.property.id] }, w.owner);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const voucher = created.json();
    expect(voucher).toEqual({
      id: expect.any(Number),
      ...summer,
      validFrom: '2026-06-01T00:00:00.000Z',
      validUntil: '2026-09-01T00:00:00.000Z',
      amountMinor: null,
      currency: null,
      usedCount: 0,
      bookingCount: 0,
      isActive: true,
      propertyIds: [w.listing.property.id],
      version: 1,
    });
    const fixed = { code: 'TAKE40', kind: 'fixed', amountMinor: 4000, currency: 'EUR', version: 1 };
    const edited = await w.call('PUT', `${w.base}/vouchers/${voucher.id}`, fixed, w.owner);
    expect(edited.status, JSON.stringify(edited.json())).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'TAKE40', kind: 'fixed', percent: null, amountMinor: 4000, currency: 'EUR', propertyIds: [], validUntil: null, version: 2 });
    expect(fieldsOf(await w.call('PUT', `${w.base}/vouchers/${voucher.id}`, fixed, w.owner))).toEqual(['version:stale']);
    expect((await w.call('DELETE', `${w.base}/vouchers/${voucher.id}?version=2`, undefined, w.owner)).status).toBe(204);
    const logged = await w.t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'voucher'), eq(auditLog.entityId, String(voucher.id))));
    expect(logged.map((row) => row.action)).toEqual(['voucher.created', 'voucher.updated', 'voucher.deleted']);
  });

  it('refuses a code the organization already has, in any letter case (409 naming code); another organization may have it', async () => {
    expect((await w.call('POST', `${w.base}/vouchers`, { code: 'WINTER', kind: 'percentage', percent: 5 }, w.owner)).status).toBe(201);
    const taken = await w.call('POST', `${w.base}/vouchers`, { code: ' winter ', kind: 'percentage', percent: 7 }, w.owner);
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['code:taken']);
    const other = await w.call('POST', `/apis/host/organizations/${w.other.organizationId}/vouchers`, { code: 'winter', kind: 'percentage', percent: 7 }, w.other.owner);
    expect(other.status).toBe(201);
    // Renaming another voucher to it is refused the same way.
    const spring = (await w.call('POST', `${w.base}/vouchers`, { code: 'SPRING', kind: 'percentage', percent: 5 }, w.owner)).json();
    const renamed = await w.call('PUT', `${w.base}/vouchers/${spring.id}`, { code: 'Winter', kind: 'percentage', percent: 5, version: 1 }, w.owner);
    expect([renamed.status, ...fieldsOf(renamed)]).toEqual([409, 'code:taken']);
  });

  it('refuses as field errors what the database’s check would, and properties of another organization', async () => {
    const before = await w.t.db.select().from(vouchers);
    const cases: [object, string[]][] = [
      [{ code: 'FIX', kind: 'fixed', amountMinor: 1000 }, ['currency:required']],
      [{ code: 'FIX', kind: 'fixed', currency: 'EUR' }, ['amountMinor:required']],
      [{ code: 'FIX', kind: 'fixed', amountMinor: 0, currency: 'EUR' }, ['amountMinor:too_small']],
      [{ code: 'PCT', kind: 'percentage', percent: 100.5 }, ['percent:too_big']],
      [{ code: 'PCT', kind: 'percentage', percent: 10, currency: 'EUR' }, ['currency:not_applicable']],
      [{ code: 'no spaces', kind: 'percentage', percent: 10 }, ['code:invalid_format']],
      [{ ...summer, validUntil: summer.validFrom }, ['validUntil:before_start']],
      [{ ...summer, validFrom: '2026-06-01' }, ['validFrom:invalid_datetime']],
      [{ ...summer, propertyIds: [w.listing.property.id, w.other.propertyId] }, ['propertyIds.1:not_found']],
    ];
    for (const [body, expected] of cases) {
      const answer = await w.call('POST', `${w.base}/vouchers`, body, w.owner);
      expect({ body, status: answer.status, fields: fieldsOf(answer) }).toEqual({ body, status: 400, fields: expected });
    }
    expect(await w.t.db.select().from(vouchers)).toEqual(before);
  });

  it('keeps a voucher a booking used: deleting it is refused with the count, deactivating works', async () => {
    const voucher = (await w.call('POST', `${w.base}/vouchers`, { code: 'USED1', kind: 'percentage', percent: 10 }, w.owner)).json();
    await createBooking(w.t.db, { ...w.listing, unit: w.listing.units[1]!, checkIn: '2026-07-01', checkOut: '2026-07-03', voucherId: voucher.id });
    await createBooking(w.t.db, { ...w.listing, unit: w.listing.units[1]!, checkIn: '2026-07-05', checkOut: '2026-07-08', voucherId: voucher.id, status: 'cancelled' });
    await w.t.db.update(vouchers).set({ usedCount: 1 }).where(eq(vouchers.id, voucher.id));

    const refused = await w.call('DELETE', `${w.base}/vouchers/${voucher.id}`, undefined, w.owner);
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toMatch(/^2 bookings used this voucher.*deactivate it instead/);
    const off = await w.call('PUT', `${w.base}/vouchers/${voucher.id}`, { code: 'USED1', kind: 'percentage', percent: 10, isActive: false, version: 1 }, w.owner);
    expect(off.json()).toMatchObject({ isActive: false, usedCount: 1, bookingCount: 2 });
    // A limit below the uses counted would be a lie.
    const limited = await w.call('PUT', `${w.base}/vouchers/${voucher.id}`, { code: 'USED1', kind: 'percentage', percent: 10, usageLimit: 0, version: 2 }, w.owner);
    expect(fieldsOf(limited)).toEqual(['usageLimit:too_small']);
    expect(fieldsOf(await w.call('PUT', `${w.base}/vouchers/${voucher.id}`, { code: 'USED1', kind: 'percentage', percent: 10, usageLimit: 1, version: 2 }, w.owner))).toEqual([]);
  });

  it('lists vouchers paged, sorted and filtered by code and status', async () => {
    const page = async (query: string) => (await w.call('GET', `${w.base}/vouchers?${query}`, undefined, w.owner)).json();
    for (const code of ['LIST-A', 'LIST-B', 'LIST-C']) await w.call('POST', `${w.base}/vouchers`, { code, kind: 'percentage', percent: 5 }, w.owner);
    await w.call('POST', `${w.base}/vouchers`, { code: 'LIST-OLD', kind: 'percentage', percent: 5, validUntil: '2026-01-01T00:00:00Z' }, w.owner);
    await w.call('POST', `${w.base}/vouchers`, { code: 'LIST_UNDERSCORE', kind: 'percentage', percent: 5, isActive: false }, w.owner);

    const first = await page('q=list&sort=code&order=asc&limit=2');
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 5 });
    expect(first.data.map((v: { code: string }) => v.code)).toEqual(['LIST-A', 'LIST-B']);
    expect((await page('q=list&sort=code&order=asc&limit=2&page=3')).data.map((v: { code: string }) => v.code)).toEqual(['LIST_UNDERSCORE']);
    expect((await page('q=list&status=expired')).data.map((v: { code: string }) => v.code)).toEqual(['LIST-OLD']);
    expect((await page('q=list&status=inactive')).data.map((v: { code: string }) => v.code)).toEqual(['LIST_UNDERSCORE']);
    expect((await page('q=list&status=active')).meta.total).toBe(3);
    // "_" is a letter to find, not a wildcard.
    expect((await page('q=t_u')).data.map((v: { code: string }) => v.code)).toEqual(['LIST_UNDERSCORE']);
    const bad = await w.call('GET', `${w.base}/vouchers?sort=price&limit=1000`, undefined, w.owner);
    expect(fieldsOf(bad).sort()).toEqual(['limit:too_big', 'sort:invalid_value']);
  });
});

describe('promotions', () => {
  const earlyBird = { name: 'Early bird 10%', kind: 'percentage', percent: 10, minDaysBeforeArrival: 60 };

  it('creates long-stay and early-bird promotions for one property or all, edits and deletes them', async () => {
    const bird = await w.call('POST', `${w.base}/promotions`, earlyBird, w.owner);
    expect(bird.status, JSON.stringify(bird.json())).toBe(201);
    expect(bird.json()).toEqual({ id: expect.any(Number), ...earlyBird, propertyId: null, amountMinor: null, minNights: null, stayFrom: null, stayUntil: null, isActive: true, translations: {}, version: 1 });
    const longStay = { name: 'Week stay', kind: 'fixed', amountMinor: 5000, minNights: 7, propertyId: w.listing.property.id, stayFrom: '2026-06-01', stayUntil: '2026-08-31' };
    const created = await w.call('POST', `${w.base}/promotions`, longStay, w.owner);
    expect(created.json()).toMatchObject(longStay);
    const edited = await w.call('PUT', `${w.base}/promotions/${created.json().id}`, { ...longStay, minNights: 10, version: 1 }, w.owner);
    expect(edited.json()).toMatchObject({ minNights: 10, version: 2 });
    expect(fieldsOf(await w.call('PUT', `${w.base}/promotions/${created.json().id}`, { ...longStay, version: 1 }, w.owner))).toEqual(['version:stale']);
    expect((await w.call('GET', `${w.base}/promotions`, undefined, w.owner)).json().data).toHaveLength(2);
    for (const id of [bird.json().id, created.json().id]) expect((await w.call('DELETE', `${w.base}/promotions/${id}`, undefined, w.owner)).status).toBe(204);
    const logged = await w.t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'promotion'));
    expect(logged.map((row) => row.action)).toEqual(['promotion.created', 'promotion.created', 'promotion.updated', 'promotion.deleted', 'promotion.deleted']);
  });

  it('names the field of every mistake and writes nothing', async () => {
    const before = await w.t.db.select().from(promotions);
    const cases: [object, string[]][] = [
      [{ ...earlyBird, percent: null }, ['percent:required']],
      [{ name: 'Fixed', kind: 'fixed' }, ['amountMinor:required']],
      [{ ...earlyBird, stayFrom: '2026-07-01', stayUntil: '2026-06-01' }, ['stayUntil:before_start']],
      [{ ...earlyBird, stayFrom: '2026-02-30' }, ['stayFrom:invalid_date']],
      [{ ...earlyBird, propertyId: w.other.propertyId }, ['propertyId:not_found']],
      [{ ...earlyBird, minNights: 0, minDaysBeforeArrival: 5000 }, ['minNights:too_small', 'minDaysBeforeArrival:too_big']],
    ];
    for (const [body, expected] of cases) {
      const answer = await w.call('POST', `${w.base}/promotions`, body, w.owner);
      expect({ body, status: answer.status, fields: fieldsOf(answer) }).toEqual({ body, status: 400, fields: expected });
    }
    expect(await w.t.db.select().from(promotions)).toEqual(before);
  });

  it('never shows or changes another organization’s promotion', async () => {
    const theirs = (await w.call('POST', `/apis/host/organizations/${w.other.organizationId}/promotions`, earlyBird, w.other.owner)).json();
    expect((await w.call('PUT', `${w.base}/promotions/${theirs.id}`, { ...earlyBird, version: 1 }, w.owner)).status).toBe(404);
    expect((await w.call('DELETE', `${w.base}/promotions/${theirs.id}`, undefined, w.owner)).status).toBe(404);
    expect((await w.call('GET', `/apis/host/organizations/${w.other.organizationId}/promotions`, undefined, w.owner)).status).toBe(404);
  });
});
