import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { BrandParams } from '../host-brands.ts';
import { AddBrandDomainRequest, BrandDomainParams, HostBrandDomain, HostBrandDomainList } from '../host-brand-domains.ts';

const tags = ['host brands'] as const;

export const hostListBrandDomains = defineEndpoint({
  operationId: 'hostListBrandDomains',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/domains',
  tags,
  summary: 'A brand’s domains, each with the DNS records to set and whether it is verified',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BrandParams,
  responses: { 200: HostBrandDomainList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostAddBrandDomain = defineEndpoint({
  operationId: 'hostAddBrandDomain',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/domains',
  tags,
  summary: 'Add a custom domain; it serves the brand once its TXT record is verified',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandParams,
  body: AddBrandDomainRequest,
  responses: { 201: HostBrandDomain },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostCheckBrandDomain = defineEndpoint({
  operationId: 'hostCheckBrandDomain',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/domains/:domainId/check',
  tags,
  summary: 'Look up the domain’s TXT record now instead of waiting for the job',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandDomainParams,
  responses: { 200: HostBrandDomain },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostRemoveBrandDomain = defineEndpoint({
  operationId: 'hostRemoveBrandDomain',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/brands/:brandId/domains/:domainId',
  tags,
  summary: 'Remove a custom domain (the brand’s platform address stays)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandDomainParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
