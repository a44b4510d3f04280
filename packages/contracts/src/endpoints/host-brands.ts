import { defineEndpoint } from '../endpoint.ts';
import { BrandParams, HostBrandSettings, UpdateBrandRequest } from '../host-brands.ts';

const tags = ['host brands'] as const;

export const hostGetBrand = defineEndpoint({
  operationId: 'hostGetBrand',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/brands/:brandId',
  tags,
  summary: 'A brand’s look, languages and currency, with how its colours read (WCAG contrast)',
  hostAccess: 'organization',
  permission: 'organization:read',
  params: BrandParams,
  responses: { 200: HostBrandSettings },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateBrand = defineEndpoint({
  operationId: 'hostUpdateBrand',
  method: 'PATCH',
  path: '/apis/host/organizations/:organizationId/brands/:brandId',
  tags,
  summary: 'Change a brand’s name, tagline, colours, languages or currency (text must meet WCAG AA on the background)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: BrandParams,
  body: UpdateBrandRequest,
  responses: { 200: HostBrandSettings },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

