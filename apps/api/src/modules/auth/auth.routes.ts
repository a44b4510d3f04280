import formBody from '@fastify/formbody';
import { TokenRequest, TokenResponse } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { AuthService } from './auth.service.ts';
import { clientCredentialsOf, usesBasicAuthentication } from './client-credentials.ts';

// The contract's body, with the credentials optional because RFC 6749 §2.3.1 also lets a client
// send them as HTTP Basic (Swagger UI's "Authorize" does by default).
const TokenRequestBody = TokenRequest.partial({ client_id: true, client_secret: true });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: Config }> = async (app, { auth, config }) => {
  // Form bodies are the OAuth2 norm; only the token endpoint accepts them.
  await app.register(formBody);

  app.post('/oauth/token', {
    schema: {
      tags: ['auth'],
      summary: 'Get an access token (OAuth2 client credentials)',
      description:
        'Send `grant_type=client_credentials` with `client_id` and `client_secret` as a form or JSON body ' +
        '(or the credentials as HTTP Basic). Send the returned token as `Authorization: Bearer <token>`.',
      security: [],
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: TokenRequestBody,
      response: { 200: TokenResponse, ...errorResponses(400, 401, 413, 415, 429) },
    },
    config: { rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: 60_000 } },
    // RFC 6749 §5.1: token responses, errors included, must never be cached.
    onSend: async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    },
    handler: async (request) => {
      const { authorization } = request.headers;
      try {
        const credentials = clientCredentialsOf(request.body, authorization);
        return await auth.issueToken({ ...credentials, scope: request.body.scope });
      } catch (error) {
        // RFC 6749 §5.2: a client that tried HTTP Basic is told which scheme to use.
        if (usesBasicAuthentication(authorization) && error instanceof AppError && error.code === 'unauthorized') {
          throw new AppError('unauthorized', error.message, { headers: { 'www-authenticate': 'Basic realm="direct-api"' } });
        }
        throw error;
      }
    },
  });
};
