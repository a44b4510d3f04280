import { config } from '../../config.server.ts';
import { createApiClient, createTokenSource } from '@direct/api-client';
import { endpoints, type EndpointDefinition } from '@direct/contracts';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { createBrandResolver } from './brands.server.ts';
import { withCatalogCache } from './catalog-cache.server.ts';

// The one API client of this server process; its token is shared by every request.
const tokens = createTokenSource({
  apiUrl: config.apiUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
});

// Public catalog reads: the same answer for every visitor of a brand. Searches and rates with a
// stay are left out (availability moves with every booking), as is everything with a token.
const catalogReads = new Set<EndpointDefinition>([
  endpoints.listFavoriteProperties,
  endpoints.listActiveCities,
  endpoints.getActiveCity,
  endpoints.listContents,
  endpoints.getContent,
  endpoints.resolveRoute,
  endpoints.getProperty,
  endpoints.listProperties,
  endpoints.listReviews,
  endpoints.listHosts,
  endpoints.getHost,
]);
const withoutStay = (query: Record<string, unknown> | undefined) => !query?.['date[after]'] && !query?.['date[before]'];

// Every call carries the current page request's id and visitor address (see request-info); a
// catalog answer shared between pages carries the first one's.
export const api = withCatalogCache(createApiClient({ apiUrl: config.apiUrl, tokens, caller: currentRequestInfo }), {
  ttlMs: config.catalogCacheTtlMs,
  cacheable: (endpoint, request) =>
    catalogReads.has(endpoint) || (endpoint === endpoints.getRateAndAvailability && withoutStay(request.query) && request.query?.['calendar[from]'] === request.query?.['calendar[to]']),
});

export const resolveBrand = createBrandResolver({ client: api, ttlMs: config.brandCacheTtlMs });
