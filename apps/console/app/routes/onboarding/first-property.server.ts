import { ApiError } from '@direct/api-client';
import { endpoints, type CreatePropertyRequest, type HostPropertyReferences, type UnitTypeInput } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { numberOf } from '../../lib/forms/form-values.server.ts';

// Onboarding, step 3: the first property and what makes it bookable (a unit type sleeping the
// guests the host said, and one unit of it), by three host API calls one after the other. The
// property is made first (its fields are the most likely to be refused); when a later call is
// refused, the property is deleted again, so the host's next try starts afresh instead of
// leaving a half-made property behind, and the refusal is shown by the form's own fields.

export const firstPropertyFields = ['name', 'propertyType', 'addressLine1', 'postalCode', 'cityId', 'sleeps', 'bedrooms', 'bathrooms', 'beds'] as const;

export type FirstPropertyCalls = {
  createProperty(body: CreatePropertyRequest): Promise<{ id: number }>;
  createUnitType(propertyId: number, body: UnitTypeInput): Promise<{ id: number }>;
  createUnit(propertyId: number, unitTypeId: number, body: { name: string }): Promise<unknown>;
  deleteProperty(propertyId: number): Promise<unknown>;
};

// The unit type's fields the form asks for in one number ("sleeps"), and the position the city's centre gives.
const fieldAliases: Record<string, string> = {
  maxOccupancy: 'sleeps',
  maxAdults: 'sleeps',
  maxChildren: 'sleeps',
  baseOccupancy: 'sleeps',
  latitude: 'cityId',
  longitude: 'cityId',
};

// Everyone it sleeps may be an adult, and all but one a child; the price covers them all.
export function unitTypeOf(name: string, counts: { sleeps: number | null | undefined; bedrooms: number | null | undefined; bathrooms: number | null | undefined; beds: number | null | undefined }): UnitTypeInput {
  const sleeps = counts.sleeps as number;
  const children = typeof sleeps === 'number' && Number.isInteger(sleeps) ? Math.max(sleeps - 1, 0) : sleeps;
  return {
    name,
    description: null,
    maxAdults: sleeps,
    maxChildren: children,
    maxOccupancy: sleeps,
    baseOccupancy: sleeps,
    bedrooms: counts.bedrooms as number,
    bathrooms: counts.bathrooms as number,
    beds: counts.beds as number,
    sizeM2: null,
    petsAllowed: false,
  };
}

export function propertyOf(form: FormData, references: Pick<HostPropertyReferences, 'cities'>, currency: string): CreatePropertyRequest {
  const cityId = numberOf(form, 'cityId');
  const city = references.cities.find((candidate) => candidate.id === cityId);
  return {
    name: textOf(form, 'name'),
    propertyType: textOf(form, 'propertyType') as 'apartment',
    cityId: cityId as number,
    areaId: null,
    addressLine1: textOf(form, 'addressLine1'),
    addressLine2: null,
    postalCode: textOf(form, 'postalCode') || null,
    // The city's centre; the host moves the pin to the door on the property's basics page.
    latitude: city?.latitude as number,
    longitude: city?.longitude as number,
    currency: currency as 'EUR',
    checkInTime: '15:00',
    checkOutTime: '11:00',
  };
}

// Creates the three, or throws the API's refusal with its fields named as the form names them.
export async function createFirstProperty(form: FormData, references: Pick<HostPropertyReferences, 'cities'>, currency: string, calls: FirstPropertyCalls): Promise<{ propertyId: number }> {
  const property = await calls.createProperty(propertyOf(form, references, currency)).catch(rethrowAsForm);
  try {
    const name = textOf(form, 'name').trim();
    const counts = { sleeps: numberOf(form, 'sleeps'), bedrooms: numberOf(form, 'bedrooms'), bathrooms: numberOf(form, 'bathrooms'), beds: numberOf(form, 'beds') };
    const unitType = await calls.createUnitType(property.id, unitTypeOf(name, counts));
    await calls.createUnit(property.id, unitType.id, { name });
    return { propertyId: property.id };
  } catch (error) {
    // A property never booked can be deleted; if even that fails, the step shows it as the host's property next time.
    await calls.deleteProperty(property.id).catch(() => undefined);
    return rethrowAsForm(error);
  }
}

function rethrowAsForm(error: unknown): never {
  if (error instanceof ApiError) {
    for (const problem of error.fields) problem.field = fieldAliases[problem.field] ?? problem.field;
  }
  throw error;
}

export function hostFirstPropertyCalls(token: string, organizationId: number, signal: AbortSignal): FirstPropertyCalls {
  const params = { organizationId };
  return {
    createProperty: (body) => hostCall(endpoints.hostCreateProperty, token, { params, body, signal }),
    createUnitType: (propertyId, body) => hostCall(endpoints.hostCreateUnitType, token, { params: { ...params, propertyId }, body, signal }),
    createUnit: (propertyId, unitTypeId, body) => hostCall(endpoints.hostCreateUnit, token, { params: { ...params, propertyId, unitTypeId }, body, signal }),
    deleteProperty: (propertyId) => hostCall(endpoints.hostDeleteProperty, token, { params: { ...params, propertyId }, signal }),
  };
}
