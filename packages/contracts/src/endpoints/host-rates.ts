import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import { HostPropertyParams } from '../host-properties.ts';
import {
  CancellationPolicyParams,
  CreateCancellationPolicyRequest,
  CreateRatePlanRequest,
  HostCancellationPolicy,
  HostCancellationPolicyList,
  HostRatePlan,
  HostRatePlanList,
  HostRatesPropertyList,
  RatePlanParams,
  UpdateCancellationPolicyRequest,
  UpdateRatePlanRequest,
} from '../host-rates.ts';

// Host rates, part 1: the properties the rates pages pick from, cancellation policies and rate
// plans. A change a current or future booking depends on is refused (409) with the reason.

const tags = ['host rates'] as const;
const read = { hostAccess: 'organization', permission: 'rates:read' } as const;
const write = { hostAccess: 'organization', permission: 'rates:write' } as const;

export const hostListRatesProperties = defineEndpoint({
  operationId: 'hostListRatesProperties',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/rates/properties',
  tags,
  summary: 'The organization’s properties with their unit types, units and rate plans (the rates pages’ pickers)',
  ...read,
  params: OrganizationParams,
  responses: { 200: HostRatesPropertyList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostListCancellationPolicies = defineEndpoint({
  operationId: 'hostListCancellationPolicies',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/cancellation-policies',
  tags,
  summary: 'Cancellation policies, with how many rate plans use each',
  ...read,
  params: OrganizationParams,
  responses: { 200: HostCancellationPolicyList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateCancellationPolicy = defineEndpoint({
  operationId: 'hostCreateCancellationPolicy',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/cancellation-policies',
  tags,
  summary: 'Create a cancellation policy (refund tiers: days before arrival → refund %)',
  ...write,
  params: OrganizationParams,
  body: CreateCancellationPolicyRequest,
  responses: { 201: HostCancellationPolicy },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateCancellationPolicy = defineEndpoint({
  operationId: 'hostUpdateCancellationPolicy',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/cancellation-policies/:policyId',
  tags,
  summary: 'Change a cancellation policy (applies to bookings made from now on)',
  ...write,
  params: CancellationPolicyParams,
  body: UpdateCancellationPolicyRequest,
  responses: { 200: HostCancellationPolicy },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteCancellationPolicy = defineEndpoint({
  operationId: 'hostDeleteCancellationPolicy',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/cancellation-policies/:policyId',
  tags,
  summary: 'Delete a cancellation policy no rate plan uses',
  ...write,
  params: CancellationPolicyParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostListRatePlans = defineEndpoint({
  operationId: 'hostListRatePlans',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rate-plans',
  tags,
  summary: 'A property’s rate plans in their order',
  ...read,
  params: HostPropertyParams,
  responses: { 200: HostRatePlanList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateRatePlan = defineEndpoint({
  operationId: 'hostCreateRatePlan',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/rate-plans',
  tags,
  summary: 'Create a rate plan: base, or derived from another plan of the property by a percentage',
  ...write,
  params: HostPropertyParams,
  body: CreateRatePlanRequest,
  responses: { 201: HostRatePlan },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateRatePlan = defineEndpoint({
  operationId: 'hostUpdateRatePlan',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/rate-plans/:ratePlanId',
  tags,
  summary: 'Change a rate plan (deactivating is refused while current or future bookings use it)',
  ...write,
  params: RatePlanParams,
  body: UpdateRatePlanRequest,
  responses: { 200: HostRatePlan },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostDeleteRatePlan = defineEndpoint({
  operationId: 'hostDeleteRatePlan',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/rate-plans/:ratePlanId',
  tags,
  summary: 'Delete a rate plan no booking and no derived plan depends on',
  description: 'Refused (409) while a booking uses it (the answer names the booking codes and dates) or another plan derives from it.',
  ...write,
  params: RatePlanParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});
