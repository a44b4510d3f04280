import { auditLog, bookingAddOns, fees, taxes } from '@direct/db';
import { createBooking } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingWorld, fieldsOf, type PricingWorld } from '../../testing/pricing-world.ts';

// A property's fees, taxes and add-ons through the host API: every write validated field by
// field (the database's check rules are 400s before they are constraints), versioned, audited,
// and never reaching another organization or a booking already made.

let w: PricingWorld;

beforeAll(async () => {
  w = await createPricingWorld();
}, 180_000);
afterAll(() => w?.t.close());

const cleaning = { kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 6000 };
const lisbonTax = { name: 'Lisbon tourist tax', kind: 'per_person_per_night', amountMinor: 400, appliesToChildren: true, maxNights: 7, exemptUnderAge: 13 };

async function auditOf(entityType: string, entityId: number) {
  const rows = await w.t.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));
  return rows.map((row) => ({ action: row.action, actor: row.actorKind, before: row.before, after: row.after }));
}

describe('fees', () => {
  it('creates, lists, edits and deletes a fee, each write audited with before and after', async () => {
    const created = await w.call('POST', `${w.propertyBase}/fees`, cleaning, w.owner);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const fee = created.json();
    expect(fee).toEqual({ id: expect.any(Number), propertyId: w.listing.property.id, unitTypeId: null, kind: 'cleaning', name: 'Cleaning', calculation: 'per_stay', amountMinor: 6000, isMandatory: true, translations: {}, version: 1 });

    const listed = await w.call('GET', `${w.propertyBase}/fees`, undefined, w.owner);
    expect(listed.json().data).toContainEqual(fee);
    expect(listed.headers['cache-control']).toBe('no-store');

    const edited = await w.call('PUT', `${w.propertyBase}/fees/${fee.id}`, { ...cleaning, amountMinor: 6500, unitTypeId: w.listing.unitType.id, version: 1 }, w.owner);
    expect(edited.status).toBe(200);
    expect(edited.json()).toMatchObject({ amountMinor: 6500, unitTypeId: w.listing.unitType.id, version: 2 });

    // Based on the version before the edit: refused, nothing overwritten.
    const stale = await w.call('PUT', `${w.propertyBase}/fees/${fee.id}`, { ...cleaning, amountMinor: 1, version: 1 }, w.owner);
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toEqual(['version:stale']);
    const staleDelete = await w.call('DELETE', `${w.propertyBase}/fees/${fee.id}?version=1`, undefined, w.owner);
    expect(staleDelete.status).toBe(409);

    expect((await w.call('DELETE', `${w.propertyBase}/fees/${fee.id}?version=2`, undefined, w.owner)).status).toBe(204);
    expect((await w.call('DELETE', `${w.propertyBase}/fees/${fee.id}`, undefined, w.owner)).status).toBe(404);
    expect(await auditOf('fee', fee.id)).toEqual([
      { action: 'fee.created', actor: 'user', before: null, after: expect.objectContaining({ amountMinor: 6000, version: 1 }) },
      { action: 'fee.updated', actor: 'user', before: expect.objectContaining({ amountMinor: 6000 }), after: expect.objectContaining({ amountMinor: 6500, version: 2 }) },
      { action: 'fee.deleted', actor: 'user', before: expect.objectContaining({ amountMinor: 6500 }), after: null },
    ]);
  });

  it('names the field of every mistake, the database’s rules included, and writes nothing', async () => {
    const before = await w.t.db.select().from(fees);
    const negative = await w.call('POST', `${w.propertyBase}/fees`, { ...cleaning, amountMinor: -1, name: ' ' }, w.owner);
    expect(negative.status).toBe(400);
    expect(fieldsOf(negative).sort()).toEqual(['amountMinor:too_small', 'name:too_small']);
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/fees`, { ...cleaning, kind: 'pet' }, w.owner))).toEqual(['calculation:pet_fee_per_pet']);
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/fees`, { ...cleaning, unitTypeId: 999_999 }, w.owner))).toEqual(['unitTypeId:not_found']);
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/fees`, { ...cleaning, amountMinor: 1.5 }, w.owner))).toEqual(['amountMinor:invalid_type']);
    expect(await w.t.db.select().from(fees)).toEqual(before);
  });

  it('never reaches another organization’s property or fee', async () => {
    const theirs = `/apis/host/organizations/${w.other.organizationId}/properties/${w.other.propertyId}/fees`;
    const answer = await w.call('GET', theirs, undefined, w.owner);
    expect([answer.status, answer.json().error.message]).toEqual([404, 'No such organization.']);
    // Their property under our organization's path: not ours either.
    const mixed = await w.call('POST', `${w.base}/properties/${w.other.propertyId}/fees`, cleaning, w.owner);
    expect([mixed.status, mixed.json().error.message]).toEqual([404, 'No such property.']);
    const created = (await w.call('POST', `/apis/host/organizations/${w.other.organizationId}/properties/${w.other.propertyId}/fees`, cleaning, w.other.owner)).json();
    expect((await w.call('PUT', `${w.propertyBase}/fees/${created.id}`, { ...cleaning, version: 1 }, w.owner)).status).toBe(404);
    expect((await w.call('DELETE', `${w.propertyBase}/fees/${created.id}`, undefined, w.owner)).status).toBe(404);
  });

  it('lets the front desk read prices but not change them', async () => {
    const frontDesk = await w.joinAs('front_desk', `desk-${Date.now().toString(36)}@example.test`);
    expect((await w.call('GET', `${w.propertyBase}/fees`, undefined, frontDesk)).status).toBe(200);
    expect((await w.call('POST', `${w.propertyBase}/fees`, cleaning, frontDesk)).status).toBe(403);
  });
});

describe('taxes', () => {
  it('keeps Lisbon’s tourist tax: per person per night, 7 nights at most, under 13 exempt', async () => {
    const created = await w.call('POST', `${w.propertyBase}/taxes`, lisbonTax, w.owner);
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), propertyId: w.listing.property.id, ...lisbonTax, percent: null, includesFees: false, translations: {}, version: 1 });
    const vat = await w.call('POST', `${w.propertyBase}/taxes`, { name: 'VAT', kind: 'percentage', percent: 6.25, includesFees: true }, w.owner);
    expect(vat.json()).toMatchObject({ percent: 6.25, amountMinor: null, includesFees: true });
    const edited = await w.call('PUT', `${w.propertyBase}/taxes/${created.json().id}`, { ...lisbonTax, amountMinor: 300, version: 1 }, w.owner);
    expect(edited.json()).toMatchObject({ amountMinor: 300, version: 2 });
    expect(await auditOf('tax', created.json().id)).toHaveLength(2);
    for (const id of [created.json().id, vat.json().id]) expect((await w.call('DELETE', `${w.propertyBase}/taxes/${id}`, undefined, w.owner)).status).toBe(204);
  });

  it('refuses what the database’s check would (a percentage tax without its percent) as a field error', async () => {
    const before = await w.t.db.select().from(taxes);
    const cases: [object, string[]][] = [
      [{ name: 'VAT', kind: 'percentage' }, ['percent:required']],
      [{ name: 'City', kind: 'per_night' }, ['amountMinor:required']],
      [{ name: 'VAT', kind: 'percentage', percent: 6.125 }, ['percent:too_precise']],
      [{ name: 'VAT', kind: 'percentage', percent: 0 }, ['percent:too_small']],
      [{ name: 'VAT', kind: 'percentage', percent: 120 }, ['percent:too_big']],
      [{ ...lisbonTax, appliesToChildren: false }, ['exemptUnderAge:children_exempt_already']],
      [{ ...lisbonTax, exemptUnderAge: 19 }, ['exemptUnderAge:too_big']],
      [{ ...lisbonTax, kind: 'per_stay' }, ['maxNights:not_applicable', 'appliesToChildren:not_applicable', 'exemptUnderAge:not_applicable']],
    ];
    for (const [body, expected] of cases) {
      const answer = await w.call('POST', `${w.propertyBase}/taxes`, body, w.owner);
      expect({ body, status: answer.status, fields: fieldsOf(answer) }).toEqual({ body, status: 400, fields: expected });
    }
    expect(await w.t.db.select().from(taxes)).toEqual(before);
  });
});

describe('add-ons', () => {
  const early = { kind: 'arrival_time', label: 'Early check-in 11:00', calculation: 'fixed', amountMinor: 2500, slotTime: '11:00' };

  it('sells a paid early check-in slot and an extra; a slot needs its time and one fixed price', async () => {
    const slot = await w.call('POST', `${w.propertyBase}/add-ons`, early, w.owner);
    expect(slot.status, JSON.stringify(slot.json())).toBe(201);
    expect(slot.json()).toMatchObject({ kind: 'arrival_time', slotTime: '11:00', maxQuantity: 1, isActive: true, bookingCount: 0, version: 1 });
    const share = await w.call('POST', `${w.propertyBase}/add-ons`, { label: 'Insurance', calculation: 'percentage', percent: 4.5, description: 'Cancellation cover' }, w.owner);
    expect(share.json()).toMatchObject({ percent: 4.5, amountMinor: null, description: 'Cancellation cover' });
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/add-ons`, { ...early, slotTime: null, calculation: 'per_night' }, w.owner))).toEqual(['slotTime:required', 'calculation:slot_fixed_price']);
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/add-ons`, { ...early, slotTime: '25:00' }, w.owner))).toEqual(['slotTime:invalid_format']);
    expect(fieldsOf(await w.call('POST', `${w.propertyBase}/add-ons`, { label: 'Bikes', calculation: 'per_night' }, w.owner))).toEqual(['amountMinor:required']);
    const edited = await w.call('PUT', `${w.propertyBase}/add-ons/${slot.json().id}`, { ...early, amountMinor: 3000, version: 1 }, w.owner);
    expect(edited.json()).toMatchObject({ amountMinor: 3000, version: 2 });
  });

  it('refuses to delete an add-on a booking took, says how many, and lets it be deactivated instead', async () => {
    const { breakfast } = w.listing.addOns;
    const { booking } = await createBooking(w.t.db, { ...w.listing, unit: w.listing.units[0]!, checkIn: '2026-06-01', checkOut: '2026-06-04' });
    await w.t.db.insert(bookingAddOns).values({ organizationId: w.organizationId, bookingId: booking.id, addOnId: breakfast.id, label: 'Breakfast', amountMinor: 7200 });

    const refused = await w.call('DELETE', `${w.propertyBase}/add-ons/${breakfast.id}`, undefined, w.owner);
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toMatch(/^1 booking used this add-on.*deactivate it instead/);
    expect(fieldsOf(refused)).toEqual(['id:in_use']);
    const listed = (await w.call('GET', `${w.propertyBase}/add-ons`, undefined, w.owner)).json().data;
    expect(listed.find((row: { id: number }) => row.id === breakfast.id)).toMatchObject({ bookingCount: 1 });

    const body = { kind: 'extra', label: 'Breakfast', calculation: 'per_guest_per_night', amountMinor: 1500, isActive: false, version: breakfast.version };
    const deactivated = await w.call('PUT', `${w.propertyBase}/add-ons/${breakfast.id}`, body, w.owner);
    expect(deactivated.status).toBe(200);
    expect(deactivated.json()).toMatchObject({ isActive: false, bookingCount: 1 });
    // The booking keeps what it was sold at.
    const [kept] = await w.t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, booking.id));
    expect(kept?.amountMinor).toBe(7200);
  });
});
