import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  AddOnInput,
  AddOnParams,
  AddOnUpdate,
  DeleteVersionQuery,
  FeeInput,
  FeeParams,
  FeeUpdate,
  HostAddOn,
  HostAddOnList,
  HostFee,
  HostFeeList,
  HostTax,
  HostTaxList,
  PricingContext,
  PricingPropertyParams,
  TaxInput,
  TaxParams,
  TaxUpdate,
} from '../host-pricing.ts';

// A property's pricing as the host edits it: fees, taxes and add-ons. Pricing is rates work
// (rates:read, rates:write). Every write is audited, based on the version it read (a stale one:
// 409) and seen by the guest site's next quote at once. Bookings keep the price lines they were
// made with, so editing or deleting a fee or tax never changes a booking already made.

const tags = ['host pricing'] as const;

export const hostPricingContext = defineEndpoint({
  operationId: 'hostPricingContext',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/pricing',
  tags,
  summary: 'What the pricing pages pick from: the properties with their currency and unit types, and the brands’ currencies',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: OrganizationParams,
  responses: { 200: PricingContext },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostListFees = defineEndpoint({
  operationId: 'hostListFees',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/fees',
  tags,
  summary: 'A property’s fees',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: PricingPropertyParams,
  responses: { 200: HostFeeList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateFee = defineEndpoint({
  operationId: 'hostCreateFee',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/fees',
  tags,
  summary: 'Add a fee (cleaning, extra guest, pet…) to a property',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: PricingPropertyParams,
  body: FeeInput,
  responses: { 201: HostFee },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateFee = defineEndpoint({
  operationId: 'hostUpdateFee',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/fees/:feeId',
  tags,
  summary: 'Change a fee; bookings already made keep their price',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: FeeParams,
  body: FeeUpdate,
  responses: { 200: HostFee },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteFee = defineEndpoint({
  operationId: 'hostDeleteFee',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/fees/:feeId',
  tags,
  summary: 'Delete a fee; bookings already made keep their price',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: FeeParams,
  query: DeleteVersionQuery,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostListTaxes = defineEndpoint({
  operationId: 'hostListTaxes',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/taxes',
  tags,
  summary: 'A property’s taxes',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: PricingPropertyParams,
  responses: { 200: HostTaxList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateTax = defineEndpoint({
  operationId: 'hostCreateTax',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/taxes',
  tags,
  summary: 'Add a tax (a percentage, or a tourist tax per person per night with a cap and an age exemption)',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: PricingPropertyParams,
  body: TaxInput,
  responses: { 201: HostTax },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateTax = defineEndpoint({
  operationId: 'hostUpdateTax',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/taxes/:taxId',
  tags,
  summary: 'Change a tax; bookings already made keep their price',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: TaxParams,
  body: TaxUpdate,
  responses: { 200: HostTax },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteTax = defineEndpoint({
  operationId: 'hostDeleteTax',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/taxes/:taxId',
  tags,
  summary: 'Delete a tax; bookings already made keep their price',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: TaxParams,
  query: DeleteVersionQuery,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostListAddOns = defineEndpoint({
  operationId: 'hostListAddOns',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/add-ons',
  tags,
  summary: 'A property’s add-ons, the inactive ones too',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: PricingPropertyParams,
  responses: { 200: HostAddOnList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateAddOn = defineEndpoint({
  operationId: 'hostCreateAddOn',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/add-ons',
  tags,
  summary: 'Add an add-on (an extra, or a paid early check-in or late check-out slot)',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: PricingPropertyParams,
  body: AddOnInput,
  responses: { 201: HostAddOn },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateAddOn = defineEndpoint({
  operationId: 'hostUpdateAddOn',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/add-ons/:addOnId',
  tags,
  summary: 'Change an add-on; bookings that took it keep their price',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: AddOnParams,
  body: AddOnUpdate,
  responses: { 200: HostAddOn },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteAddOn = defineEndpoint({
  operationId: 'hostDeleteAddOn',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/add-ons/:addOnId',
  tags,
  summary: 'Delete an add-on no booking took (otherwise deactivate it)',
  hostAccess: 'organization',
  permission: 'rates:write',
  params: AddOnParams,
  query: DeleteVersionQuery,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});
