import { ApiError } from '@direct/api-client';
import { CreatePropertyRequest, CreateUnitTypeRequest } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { createFirstProperty, unitTypeOf, type FirstPropertyCalls } from './first-property.server.ts';

const references = { cities: [{ id: 4, name: 'Lisbon', country: { code: 'PT', name: 'Portugal' }, latitude: 38.72, longitude: -9.14, areas: [] }] };

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

const filled = { name: 'Casa do Rio', propertyType: 'house', addressLine1: 'Rua do Rio 3', postalCode: '1100-001', cityId: '4', sleeps: '4', bedrooms: '2', bathrooms: '1', beds: '3' };

// The API's calls, recorded; `refuse` names a call that answers with the given refusal.
function fakeCalls(refuse?: { call: keyof FirstPropertyCalls; error: ApiError }) {
  const log: { call: string; args: unknown[] }[] = [];
  const answer = (call: keyof FirstPropertyCalls, value: unknown) => async (...args: unknown[]) => {
    log.push({ call, args });
    if (refuse?.call === call) throw refuse.error;
    return value;
  };
  const calls: FirstPropertyCalls = {
    createProperty: answer('createProperty', { id: 31 }) as FirstPropertyCalls['createProperty'],
    createUnitType: answer('createUnitType', { id: 52 }) as FirstPropertyCalls['createUnitType'],
    createUnit: answer('createUnit', { id: 73 }),
    deleteProperty: answer('deleteProperty', undefined),
  };
  return { calls, log };
}

const refusal = (field: string, reason: string, code: 'validation_failed' | 'conflict' = 'validation_failed') =>
  new ApiError({ code, status: code === 'conflict' ? 409 : 400, message: 'refused', fields: [{ field, reason, message: reason }] });

describe('the first property', () => {
  it('creates the property at the city’s centre in the brand’s currency, a unit type sleeping everyone, and one unit', async () => {
    const { calls, log } = fakeCalls();
    await expect(createFirstProperty(formOf(filled), references, 'CHF', calls)).resolves.toEqual({ propertyId: 31 });
    expect(log.map((entry) => entry.call)).toEqual(['createProperty', 'createUnitType', 'createUnit']);
    const property = log[0]!.args[0] as CreatePropertyRequest;
    expect(property).toMatchObject({ name: 'Casa do Rio', propertyType: 'house', cityId: 4, addressLine1: 'Rua do Rio 3', postalCode: '1100-001', latitude: 38.72, longitude: -9.14, currency: 'CHF' });
    expect(CreatePropertyRequest.safeParse(property).success).toBe(true);
    expect(log[1]!.args).toEqual([31, { name: 'Casa do Rio', description: null, maxAdults: 4, maxChildren: 3, maxOccupancy: 4, baseOccupancy: 4, bedrooms: 2, bathrooms: 1, beds: 3, sizeM2: null, petsAllowed: false }]);
    expect(log[2]!.args).toEqual([31, 52, { name: 'Casa do Rio' }]);
  });

  it('a refused property: nothing else is called, the refusal names the form’s field', async () => {
    const { calls, log } = fakeCalls({ call: 'createProperty', error: refusal('latitude', 'required') });
    const error = await createFirstProperty(formOf({ ...filled, cityId: '' }), references, 'EUR', calls).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields.map((field) => field.field)).toEqual(['cityId']);
    expect(log.map((entry) => entry.call)).toEqual(['createProperty']);
  });

  it('a refused unit type: the property is deleted again and the capacity refusal is the "sleeps" field’s', async () => {
    const { calls, log } = fakeCalls({ call: 'createUnitType', error: refusal('maxAdults', 'too_big') });
    const error = await createFirstProperty(formOf({ ...filled, sleeps: '80' }), references, 'EUR', calls).catch((caught: unknown) => caught);
    expect((error as ApiError).fields).toEqual([{ field: 'sleeps', reason: 'too_big', message: 'too_big' }]);
    expect(log.map((entry) => entry.call)).toEqual(['createProperty', 'createUnitType', 'deleteProperty']);
    expect(log[2]!.args).toEqual([31]);
  });

  it('a refused unit: the property is deleted again, and a failed delete does not hide the refusal', async () => {
    const { calls, log } = fakeCalls({ call: 'createUnit', error: refusal('name', 'too_big') });
    calls.deleteProperty = async () => {
      log.push({ call: 'deleteProperty', args: [] });
      throw new Error('API down');
    };
    const error = await createFirstProperty(formOf(filled), references, 'EUR', calls).catch((caught: unknown) => caught);
    expect((error as ApiError).fields[0]!.field).toBe('name');
    expect(log.map((entry) => entry.call)).toEqual(['createProperty', 'createUnitType', 'createUnit', 'deleteProperty']);
  });
});

describe('the unit type from "sleeps"', () => {
  it('lets everyone be an adult and all but one a child, the price covering them all', () => {
    const unitType = unitTypeOf('Loft', { sleeps: 1, bedrooms: 0, bathrooms: 1, beds: 1 });
    expect(unitType).toMatchObject({ maxAdults: 1, maxChildren: 0, maxOccupancy: 1, baseOccupancy: 1 });
    expect(CreateUnitTypeRequest.safeParse(unitType).success).toBe(true);
    expect(CreateUnitTypeRequest.safeParse(unitTypeOf('Villa', { sleeps: 12, bedrooms: 6, bathrooms: 4, beds: 8 })).success).toBe(true);
  });

  it('passes what is no whole number on, for the API to refuse by field', () => {
    expect(unitTypeOf('Loft', { sleeps: null, bedrooms: 1, bathrooms: 1, beds: 1 })).toMatchObject({ maxAdults: null, maxChildren: null });
    expect(unitTypeOf('Loft', { sleeps: 2.5, bedrooms: 1, bathrooms: 1, beds: 1 })).toMatchObject({ maxAdults: 2.5, maxChildren: 2.5 });
    expect(CreateUnitTypeRequest.safeParse(unitTypeOf('Loft', { sleeps: 2.5, bedrooms: 1, bathrooms: 1, beds: 1 })).success).toBe(false);
  });
});
