import { config } from '../../config.server.ts';
import { createApiClient, createTokenSource } from '@direct/api-client';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { createBrandResolver } from './brands.server.ts';

// The one API client of this server process; its token is shared by every request.
const tokens = createTokenSource({
  apiUrl: config.apiUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
});

// Every call carries the current page request's id and visitor address (see request-info).
export const api = createApiClient({ apiUrl: config.apiUrl, tokens, caller: currentRequestInfo });

export const resolveBrand = createBrandResolver({ client: api, ttlMs: config.brandCacheTtlMs });
