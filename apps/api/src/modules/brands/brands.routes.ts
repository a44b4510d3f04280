import { routeOf } from '../../http/route-of.ts';
import { endpoints, ResolveBrandQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  app.route({
    ...routeOf(endpoints.resolveBrand, { querystring: ResolveBrandQueryWithPort }),
    handler: async (request) => brands.resolve(request.query.hostname),
  });
};
