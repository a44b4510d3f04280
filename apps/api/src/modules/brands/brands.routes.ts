import { Brand, ResolveBrandQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { BrandsService } from './brands.service.ts';

// The site forwards its Host header, which may carry a port; the contract's host name doesn't.
const ResolveBrandQueryWithPort = ResolveBrandQuery.extend({
  hostname: z
    .string()
    .max(260)
    .transform((value) => value.trim().replace(/:\d{1,5}$/, ''))
    .pipe(ResolveBrandQuery.shape.hostname)
    .describe('Host name the request arrived on, e.g. lisbon-stays.localhost (a :port suffix is ignored)'),
});

export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  app.get('/apis/brands/resolve', {
    schema: {
      tags: ['brands'],
      summary: 'The brand a host name serves',
      description:
        'Custom domain (brand_domains) first, then `<url_alias>.<PLATFORM_DOMAIN>`, then the bare platform ' +
        'domain, localhost or 127.0.0.1 for the default brand. Unknown or inactive: 404 `unregistered_domain`.',
      querystring: ResolveBrandQueryWithPort,
      response: { 200: Brand, ...errorResponses(400, 'unregistered_domain') },
    },
    handler: async (request) => brands.resolve(request.query.hostname),
  });
};
