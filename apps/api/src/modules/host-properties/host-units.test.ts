import { bookings, unitAllocations, units } from '@direct/db';
import { createBooking, createDailyRates, createRatePlan } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPropertiesWorld, type HostPropertiesWorld } from '../../testing/host-properties-world.ts';

// Unit types and units, publishing (an active unit and rates first), refusals that would break a
// booking, and what the guest site sees: at once, in its language, English where not translated.

let w: HostPropertiesWorld;
const base = () => `/apis/host/organizations/${w.organizationId}/properties`;
const room = { name: 'Double room', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 2, sizeM2: 40 };

async function newProperty(name: string) {
  const created = await w.call('POST', base(), { name, propertyType: 'apartment', cityId: w.city.id, addressLine1: 'Rua A 1', latitude: 38.71, longitude: -9.13 }, w.owner);
  expect(created.status).toBe(201);
  return created.json();
}

async function withUnit(name: string) {
  const property = await newProperty(name);
  const unitType = (await w.call('POST', `${base()}/${property.id}/unit-types`, room, w.owner)).json();
  const unit = (await w.call('POST', `${base()}/${property.id}/unit-types/${unitType.id}/units`, { name: 'Room 1' }, w.owner)).json();
  return { property, unitType, unit };
}

async function withRates(propertyId: number, unitTypeId: number) {
  const { ratePlan } = await createRatePlan(w.db, { property: { id: propertyId, organizationId: w.organizationId } });
  await createDailyRates(w.db, { ratePlan, unitTypeId, from: '2026-03-01', to: '2026-06-30', priceMinor: 12_000 });
  return ratePlan;
}

// Two sign-ups (scrypt) and a migrated database: slow on a busy machine.
beforeAll(async () => {
  w = await createHostPropertiesWorld();
}, 240_000);
afterAll(async () => w?.close());

describe('unit types and units', () => {
  it('creates, renames, deactivates and deletes them, each audited', async () => {
    const { property, unitType, unit } = await withUnit('Unit House');
    expect(unitType).toMatchObject({ ...room, description: null, petsAllowed: false, isActive: true, version: 1, units: [] });
    expect(unit).toMatchObject({ name: 'Room 1', unitTypeId: unitType.id, isActive: true, version: 1 });
    const renamed = await w.call('PATCH', `${base()}/${property.id}/units/${unit.id}`, { version: 1, name: 'Room 101', isActive: false }, w.owner);
    expect(renamed.json()).toMatchObject({ name: 'Room 101', isActive: false, version: 2 });
    const stale = await w.call('PATCH', `${base()}/${property.id}/units/${unit.id}`, { version: 1, name: 'Room 102' }, w.owner);
    expect([stale.status, stale.json().error.fields[0].reason]).toEqual([409, 'stale']);
    const updatedType = await w.call('PUT', `${base()}/${property.id}/unit-types/${unitType.id}`, { version: 1, ...room, name: 'Suite', petsAllowed: true, isActive: true }, w.owner);
    expect(updatedType.json()).toMatchObject({ name: 'Suite', petsAllowed: true, version: 2, units: [expect.objectContaining({ name: 'Room 101' })] });
    expect((await w.call('DELETE', `${base()}/${property.id}/units/${unit.id}`, undefined, w.owner)).status).toBe(204);
    expect((await w.call('DELETE', `${base()}/${property.id}/unit-types/${unitType.id}`, undefined, w.owner)).status).toBe(204);
    for (const action of ['unit_type.created', 'unit.created', 'unit.updated', 'unit_type.updated', 'unit.deleted', 'unit_type.deleted']) {
      expect(await w.lastAudit(action), action).toBeDefined();
    }
    expect((await w.call('GET', `${base()}/${property.id}`, undefined, w.owner)).json().unitTypes).toEqual([]);
  });

  it('answers the capacity rules as field errors, not a database error', async () => {
    const property = await newProperty('Capacity House');
    const answer = await w.call('POST', `${base()}/${property.id}/unit-types`, { ...room, maxAdults: 4, baseOccupancy: 5 }, w.owner);
    expect(answer.status).toBe(400);
    expect(answer.json().error.fields.map((field: { field: string; reason: string }) => [field.field, field.reason])).toEqual([
      ['maxAdults', 'above_max_occupancy'],
      ['baseOccupancy', 'above_max_occupancy'],
    ]);
    const tooBig = await w.call('POST', `${base()}/${property.id}/unit-types`, { ...room, bedrooms: 40_000 }, w.owner);
    expect(tooBig.json().error.fields).toEqual([expect.objectContaining({ field: 'bedrooms' })]);
  });

  it('refuses a unit of another property’s unit type', async () => {
    const { unitType } = await withUnit('Type Owner');
    const other = await newProperty('Type Borrower');
    const answer = await w.call('POST', `${base()}/${other.id}/unit-types/${unitType.id}/units`, { name: 'Sneaky' }, w.owner);
    expect(answer.status).toBe(404);
  });
});

describe('what a booking keeps from being broken', () => {
  it('refuses to deactivate or delete a unit, its type or its property while a stay or hold has not ended, naming them', async () => {
    const { property, unitType, unit } = await withUnit('Booked House');
    const ratePlan = await withRates(property.id, unitType.id);
    const [unitRow] = await w.db.select().from(units).where(eq(units.id, unit.id));
    const { booking } = await createBooking(w.db, {
      brand: { id: w.brandId },
      property: { id: property.id, organizationId: w.organizationId, currency: 'EUR' },
      unitType,
      unit: unitRow!,
      ratePlan,
      checkIn: '2026-04-10',
      checkOut: '2026-04-13',
    });
    const deactivate = await w.call('PATCH', `${base()}/${property.id}/units/${unit.id}`, { version: 1, isActive: false }, w.owner);
    expect(deactivate.status).toBe(409);
    expect(deactivate.json().error.message).toContain(`${booking.code} 2026-04-10 → 2026-04-13 (stay)`);
    expect(deactivate.json().error.fields).toEqual([expect.objectContaining({ field: 'stays', reason: 'live_stays' })]);
    for (const url of [`${base()}/${property.id}/units/${unit.id}`, `${base()}/${property.id}/unit-types/${unitType.id}`, `${base()}/${property.id}`]) {
      const refused = await w.call('DELETE', url, undefined, w.owner);
      expect([url, refused.status, refused.json().error.fields[0].reason]).toEqual([url, 409, 'live_stays']);
    }
    const typeOff = await w.call('PUT', `${base()}/${property.id}/unit-types/${unitType.id}`, { version: 1, ...room, isActive: false }, w.owner);
    expect(typeOff.status).toBe(409);

    // Once the stay is over (cancelled here), the unit may go, but the type and property keep the booking's record.
    await w.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    await w.db.update(unitAllocations).set({ releasedAt: new Date() }).where(eq(unitAllocations.bookingId, booking.id));
    const pastType = await w.call('DELETE', `${base()}/${property.id}/unit-types/${unitType.id}`, undefined, w.owner);
    expect([pastType.status, pastType.json().error.fields[0].reason]).toEqual([409, 'has_bookings']);
    expect((await w.call('PATCH', `${base()}/${property.id}/units/${unit.id}`, { version: 1, isActive: false }, w.owner)).status).toBe(200);
  });
});

describe('publishing and the guest site', () => {
  it('refuses to publish without an active unit and rates, listing both; publishes once they are there', async () => {
    const property = await newProperty('Publish Me');
    const refused = await w.call('PUT', `${base()}/${property.id}/publication`, { version: 1, published: true }, w.owner);
    expect(refused.status).toBe(409);
    expect(refused.json().error.fields.map((field: { field: string; reason: string }) => [field.field, field.reason])).toEqual([
      ['units', 'no_active_unit'],
      ['rates', 'no_rates'],
    ]);
    const unitType = (await w.call('POST', `${base()}/${property.id}/unit-types`, room, w.owner)).json();
    await w.call('POST', `${base()}/${property.id}/unit-types/${unitType.id}/units`, { name: 'Room 1' }, w.owner);
    const noRates = await w.call('PUT', `${base()}/${property.id}/publication`, { version: 1, published: true }, w.owner);
    expect(noRates.json().error.fields.map((field: { reason: string }) => field.reason)).toEqual(['no_rates']);
    await withRates(property.id, unitType.id);
    const published = await w.call('PUT', `${base()}/${property.id}/publication`, { version: 1, published: true }, w.owner);
    expect(published.json()).toMatchObject({ isPublished: true, version: 2, publishProblems: [] });
    expect(await w.lastAudit('property.published')).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('shows a host’s edit on the very next guest request, in the page’s language with English where not translated', async () => {
    const { property, unitType } = await withUnit('Guest View');
    await withRates(property.id, unitType.id);
    let version = property.version;
    const write = async (url: string, body: Record<string, unknown>) => {
      const answer = await w.call('PUT', url, { version, ...body }, w.owner);
      expect(answer.status, JSON.stringify(answer.json())).toBe(200);
      version = answer.json().version;
    };
    const detail = (language?: string) => w.guestGet(`/apis/properties/${property.id}?brand_id=${w.brandId}${language ? `&language=${language}` : ''}`);
    const route = `/apis/routes/resolve?path=${encodeURIComponent(property.seo.completeRoute)}&brand=${w.brandId}`;
    expect((await detail()).status).toBe(404);
    expect((await w.guestGet(route)).status).toBe(404);

    await write(`${base()}/${property.id}/texts/en`, { name: 'Guest View', summary: 'Bright rooms.', description: 'A calm flat.', houseRules: 'No parties.' });
    await write(`${base()}/${property.id}/texts/de`, { name: 'Gästeblick', description: 'Eine ruhige Wohnung.' });
    await write(`${base()}/${property.id}/publication`, { published: true });
    expect((await w.guestGet(route)).json()).toMatchObject({ entityType: 'property', entityId: property.id });

    const german = (await detail('de')).json();
    expect(german).toMatchObject({ name: 'Gästeblick', description: 'Eine ruhige Wohnung.', summary: 'Bright rooms.', houseRules: 'No parties.' });
    expect(german.textLanguages).toEqual({ name: 'de', summary: 'en', description: 'de', houseRules: 'en' });
    const portuguese = (await detail('pt')).json();
    expect(portuguese).toMatchObject({ name: 'Guest View', textLanguages: { name: 'en', summary: 'en', description: 'en', houseRules: 'en' } });
    expect((await detail()).json().name).toBe('Guest View');

    await write(`${base()}/${property.id}/texts/de`, { name: 'Gästeblick', summary: 'Helle Zimmer.', description: 'Eine ruhige Wohnung.' });
    expect((await detail('de')).json()).toMatchObject({ summary: 'Helle Zimmer.', textLanguages: { summary: 'de' } });
    await write(`${base()}/${property.id}/details`, { checkInTime: '17:00', checkOutTime: '10:00', isDirect: true });
    expect((await detail('de')).json()).toMatchObject({ checkInTime: '17:00', checkOutTime: '10:00' });

    await write(`${base()}/${property.id}/publication`, { published: false });
    expect((await detail('de')).status).toBe(404);
    expect((await w.guestGet(route)).status).toBe(404);
  });

  it('refuses a language the site does not have', async () => {
    const answer = await w.guestGet(`/apis/properties/1?brand_id=${w.brandId}&language=fr`);
    expect(answer.status).toBe(400);
    expect(answer.json().error.fields).toEqual([expect.objectContaining({ field: 'language' })]);
  });
});
