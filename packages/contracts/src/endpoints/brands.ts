import { defineEndpoint } from '../endpoint.ts';
import { Brand, ResolveBrandQuery } from '../brands.ts';

export const resolveBrand = defineEndpoint({
  operationId: 'resolveBrand',
  method: 'GET',
  path: '/apis/brands/resolve',
  tags: ['brands'],
  summary: 'The brand a host name serves',
  description:
    'Custom domain (brand_domains) first, then `<url_alias>.<PLATFORM_DOMAIN>`, then the bare platform ' +
    'domain, localhost or 127.0.0.1 for the default brand. Unknown or inactive: 404 `unregistered_domain`.',
  query: ResolveBrandQuery,
  responses: { 200: Brand },
  errors: [400, 'unregistered_domain'],
});
