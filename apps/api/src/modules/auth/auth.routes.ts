import { endpoints } from '@direct/contracts';
import { routeOf } from '../../http/route-of.ts';
import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthService } from './auth.service.ts';
import { clientCredentialsOf, usesBasicAuthentication } from './client-credentials.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: Config }> = async (app, { auth, config }) => {
  // Form bodies are the OAuth2 norm; only the token endpoint accepts them.
  await app.register(formBody);

  app.route({
    ...routeOf(endpoints.issueToken),
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
