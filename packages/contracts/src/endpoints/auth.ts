import { defineEndpoint } from '../endpoint.ts';
import { TokenRequest, TokenResponse } from '../auth.ts';

// The contract's body, with the credentials optional because RFC 6749 §2.3.1 also lets a client
// send them as HTTP Basic (Swagger UI's "Authorize" does by default).
const TokenRequestBody = TokenRequest.partial({ client_id: true, client_secret: true });

export const issueToken = defineEndpoint({
  operationId: 'issueToken',
  method: 'POST',
  path: '/oauth/token',
  tags: ['auth'],
  summary: 'Get an access token (OAuth2 client credentials)',
  description:
    'Send `grant_type=client_credentials` with `client_id` and `client_secret` as a form or JSON body ' +
    '(or the credentials as HTTP Basic). Send the returned token as `Authorization: Bearer <token>`.',
  security: [],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  body: TokenRequestBody,
  responses: { 200: TokenResponse },
  errors: [400, 401, 413, 415, 429],
});
