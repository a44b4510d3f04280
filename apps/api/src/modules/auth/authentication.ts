import { isIP } from 'node:net';
import { ErrorEnvelope } from '@direct/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.ts';
import type { Identity } from './access-token.ts';
import type { AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    // Opts a route under /apis or /api out of the bearer token (e.g. a payment webhook).
    public?: boolean;
    // Set for every route when it is registered; read by the onRequest hook.
    requiresToken?: boolean;
  }
  interface FastifyRequest {
    // The verified caller on routes that require a token; null elsewhere.
    identity: Identity | null;
    // Whom per-client limits count: the visitor the website forwards, else request.ip (which
    // TRUST_PROXY decides). Never a header an arbitrary client can set.
    clientAddress: string;
  }
}

// The website (the platform client WEB_CLIENT_ID) sends its visitor's address on every call.
export const clientAddressHeader = 'x-direct-client-address';

/** The address per-client limits count: the forwarded visitor only when the website itself asks. */
export function clientAddressOf(request: FastifyRequest, trustsForwardedAddress: boolean): string {
  if (trustsForwardedAddress) {
    const forwarded = request.headers[clientAddressHeader];
    const value = typeof forwarded === 'string' ? forwarded.trim() : undefined;
    if (value && isIP(value) !== 0) return value;
  }
  return request.ip;
}

export const securityRequirement: Record<string, string[]>[] = [{ bearerAuth: [] }, { oauth2: [] }];

// The API's own surface; the docs are public so anyone can learn how to get a token.
export function isProtectedPath(url: string): boolean {
  const underApi = /^\/apis?(\/|$)/.test(url);
  const underDocs = /^\/apis\/docs(\/|$)/.test(url);
  return underApi && !underDocs;
}

// Decided per route from its registered path (not from the raw request URL, which could be
// spelled differently and still reach the route), so documentation and enforcement agree.
export function registerAuthentication(app: ApiInstance, auth: AuthService): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('clientAddress', '');

  app.addHook('onRoute', (route) => {
    const requiresToken = isProtectedPath(route.url) && route.config?.public !== true;
    route.config = { ...route.config, requiresToken };
    if (!requiresToken || !route.schema) return;
    route.schema = {
      ...route.schema,
      security: securityRequirement,
      ...(route.schema.response ? { response: { 401: ErrorEnvelope, ...(route.schema.response as object) } } : {}),
    };
  });

  app.addHook('onRequest', async (request) => {
    request.clientAddress = request.ip;
    if (!request.routeOptions.config.requiresToken) return;
    request.identity = await auth.authenticate(request.headers.authorization);
    request.clientAddress = clientAddressOf(request, auth.isWebsite(request.identity));
  });
}
