import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  CreatePropertyRequest,
  CreateUnitRequest,
  CreateUnitTypeRequest,
  HostProperty,
  HostPropertyListQuery,
  HostPropertyPage,
  HostPropertyParams,
  HostPropertyReferences,
  HostPropertyTextsParams,
  HostUnit,
  HostUnitParams,
  HostUnitType,
  HostUnitTypeParams,
  SetFeaturedRequest,
  SetPublicationRequest,
  UpdatePropertyAmenitiesRequest,
  UpdatePropertyDetailsRequest,
  UpdatePropertyRequest,
  UpdatePropertySeoRequest,
  UpdatePropertyTextsRequest,
  UpdateUnitRequest,
  UpdateUnitTypeRequest,
} from '../host-properties.ts';

// A host's properties, their texts per language, unit types and units. Every write names the
// version it was based on (409 when someone else changed it first) and is audited; what is
// published shows on the brand's site at once.

const tags = ['host properties'] as const;
const readErrors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;
const writeErrors = [...readErrors, 'conflict'] as const;
const access = { hostAccess: 'organization' } as const;
const read = { ...access, permission: 'inventory:read' } as const;
const write = { ...access, permission: 'inventory:write' } as const;

export const hostListProperties = defineEndpoint({
  operationId: 'hostListProperties',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties',
  tags,
  summary: 'The organization’s properties, paged, sorted and filtered',
  ...read,
  params: OrganizationParams,
  query: HostPropertyListQuery,
  responses: { 200: HostPropertyPage },
  errors: readErrors,
});

export const hostPropertyReferences = defineEndpoint({
  operationId: 'hostPropertyReferences',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/property-references',
  tags,
  summary: 'What the property forms choose from: cities, amenities, brands, types, currencies, languages',
  ...read,
  params: OrganizationParams,
  responses: { 200: HostPropertyReferences },
  errors: readErrors,
});

export const hostCreateProperty = defineEndpoint({
  operationId: 'hostCreateProperty',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties',
  tags,
  summary: 'Create a property as an unpublished draft, with its address on the site',
  ...write,
  params: OrganizationParams,
  body: CreatePropertyRequest,
  responses: { 201: HostProperty },
  errors: writeErrors,
});

export const hostGetProperty = defineEndpoint({
  operationId: 'hostGetProperty',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId',
  tags,
  summary: 'One property with its texts in every language, amenities, unit types, units and SEO route',
  ...read,
  params: HostPropertyParams,
  responses: { 200: HostProperty },
  errors: readErrors,
});

export const hostUpdateProperty = defineEndpoint({
  operationId: 'hostUpdateProperty',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId',
  tags,
  summary: 'Change the type, address, position, currency and brands',
  ...write,
  params: HostPropertyParams,
  body: UpdatePropertyRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostDeleteProperty = defineEndpoint({
  operationId: 'hostDeleteProperty',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId',
  tags,
  summary: 'Delete a property that has never been booked (else 409 with the bookings)',
  ...write,
  params: HostPropertyParams,
  responses: { 204: z.undefined() },
  errors: writeErrors,
});

export const hostUpdatePropertyTexts = defineEndpoint({
  operationId: 'hostUpdatePropertyTexts',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/texts/:language',
  tags,
  summary: 'Replace the texts of one language (English needs a name; an empty text elsewhere falls back to English)',
  ...write,
  params: HostPropertyTextsParams,
  body: UpdatePropertyTextsRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostSetPropertyAmenities = defineEndpoint({
  operationId: 'hostSetPropertyAmenities',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/amenities',
  tags,
  summary: 'Replace the property’s amenities',
  ...write,
  params: HostPropertyParams,
  body: UpdatePropertyAmenitiesRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostUpdatePropertyDetails = defineEndpoint({
  operationId: 'hostUpdatePropertyDetails',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/details',
  tags,
  summary: 'Check-in and check-out times, and whether the shared listing shows it',
  ...write,
  params: HostPropertyParams,
  body: UpdatePropertyDetailsRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostSetPropertyPublication = defineEndpoint({
  operationId: 'hostSetPropertyPublication',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/publication',
  tags,
  summary: 'Publish or unpublish; publishing needs an active unit and rates (else 409 with the reasons)',
  ...write,
  params: HostPropertyParams,
  body: SetPublicationRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostSetPropertyFeatured = defineEndpoint({
  operationId: 'hostSetPropertyFeatured',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/featured',
  tags,
  summary: 'Feature the property on the brand’s lists, or stop featuring it',
  ...write,
  params: HostPropertyParams,
  body: SetFeaturedRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostUpdatePropertySeo = defineEndpoint({
  operationId: 'hostUpdatePropertySeo',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/seo',
  tags,
  summary: 'The property’s address on the site (unique slug) and its search and social descriptions',
  ...write,
  params: HostPropertyParams,
  body: UpdatePropertySeoRequest,
  responses: { 200: HostProperty },
  errors: writeErrors,
});

export const hostCreateUnitType = defineEndpoint({
  operationId: 'hostCreateUnitType',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/unit-types',
  tags,
  summary: 'Add a unit type (capacity, rooms, size, pets)',
  ...write,
  params: HostPropertyParams,
  body: CreateUnitTypeRequest,
  responses: { 201: HostUnitType },
  errors: writeErrors,
});

export const hostUpdateUnitType = defineEndpoint({
  operationId: 'hostUpdateUnitType',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/unit-types/:unitTypeId',
  tags,
  summary: 'Change a unit type; deactivating one with current or future stays or live holds is refused (409)',
  ...write,
  params: HostUnitTypeParams,
  body: UpdateUnitTypeRequest,
  responses: { 200: HostUnitType },
  errors: writeErrors,
});

export const hostDeleteUnitType = defineEndpoint({
  operationId: 'hostDeleteUnitType',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/unit-types/:unitTypeId',
  tags,
  summary: 'Delete a unit type and its units; refused (409) when it has bookings',
  ...write,
  params: HostUnitTypeParams,
  responses: { 204: z.undefined() },
  errors: writeErrors,
});

export const hostCreateUnit = defineEndpoint({
  operationId: 'hostCreateUnit',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/unit-types/:unitTypeId/units',
  tags,
  summary: 'Add a unit of a unit type',
  ...write,
  params: HostUnitTypeParams,
  body: CreateUnitRequest,
  responses: { 201: HostUnit },
  errors: writeErrors,
});

export const hostUpdateUnit = defineEndpoint({
  operationId: 'hostUpdateUnit',
  method: 'PATCH',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/units/:unitId',
  tags,
  summary: 'Rename, activate or deactivate a unit; deactivating one with current or future stays or live holds is refused (409)',
  ...write,
  params: HostUnitParams,
  body: UpdateUnitRequest,
  responses: { 200: HostUnit },
  errors: writeErrors,
});

export const hostDeleteUnit = defineEndpoint({
  operationId: 'hostDeleteUnit',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/units/:unitId',
  tags,
  summary: 'Delete a unit; refused (409) when it has current or future stays or live holds',
  ...write,
  params: HostUnitParams,
  responses: { 204: z.undefined() },
  errors: writeErrors,
});
