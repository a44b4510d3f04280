import { config } from '../../config.server.ts';
import { currentRequestInfo } from '../security/request-info.server.ts';
import { createApiClient, createTokenSource } from '@direct/api-client';

// The one API client of this server process, with the console's own client-credentials token.
// The signed-in host's session goes with each call as a header (host-call.server.ts). The token
// source is shared with the one call no endpoint object can make: a streamed upload (host-upload).
export const tokens = createTokenSource({ apiUrl: config.apiUrl, clientId: config.clientId, clientSecret: config.clientSecret });

export const api = createApiClient({ apiUrl: config.apiUrl, tokens, caller: currentRequestInfo });
