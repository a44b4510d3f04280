import type { HostPropertyReferences } from '@direct/contracts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { idsOf, numberOf } from '../../lib/forms/form-values.server.ts';

// The property forms' fields as the API's request bodies.

export const addressFields = ['propertyType', 'cityId', 'areaId', 'addressLine1', 'addressLine2', 'postalCode', 'latitude', 'longitude', 'currency', 'brandIds'] as const;

// Empty coordinates on a new property: the city's centre (the host moves the pin later).
export function addressBody(form: FormData, references?: HostPropertyReferences) {
  const cityId = numberOf(form, 'cityId');
  const city = references?.cities.find((candidate) => candidate.id === cityId);
  const areaId = numberOf(form, 'areaId');
  const brandIds = idsOf(form, 'brandIds');
  return {
    propertyType: textOf(form, 'propertyType') as 'apartment',
    cityId: cityId as number,
    areaId: areaId ?? null,
    addressLine1: textOf(form, 'addressLine1'),
    addressLine2: textOf(form, 'addressLine2') || null,
    postalCode: textOf(form, 'postalCode') || null,
    latitude: (numberOf(form, 'latitude') ?? city?.latitude ?? undefined) as number,
    longitude: (numberOf(form, 'longitude') ?? city?.longitude ?? undefined) as number,
    currency: textOf(form, 'currency') as 'EUR',
    ...(brandIds.length > 0 ? { brandIds } : {}),
  };
}

// What the host typed into the address fields, to show again after a refusal.
export function typedAddress(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of addressFields) values[name] = name === 'brandIds' ? idsOf(form, name).join(',') : textOf(form, name);
  return values;
}
