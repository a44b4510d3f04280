import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { HostActor } from './accounts-ports.ts';
import type { AccountsService } from './accounts.service.ts';

// Requests per client address and minute on the account calls that send email or check a
// password; the sign-in itself is also throttled per account (accounts.service.ts).
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.clientAddress || request.ip } });

function signedIn(request: FastifyRequest): Extract<HostActor, { kind: 'user' }> {
  const actor = request.hostActor;
  if (actor?.kind !== 'user') throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
  return actor;
}

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; auth: AuthService }> = async (app, { accounts, auth }) => {
  // Account calls come from the console's server only (it sends the visitor's address, which the
  // per-client limits count); another client gets a clear 403.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.hostAccess) return;
    if (!request.identity || !auth.isConsole(request.identity)) throw new AppError('forbidden', 'Host accounts are reached through the host console.');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostSignUp),
    config: perMinute(10),
    handler: async (request, reply) => reply.code(201).send(await accounts.signUp(request.body)),
  });
  app.route({
    ...routeOf(endpoints.hostVerifyEmail),
    config: perMinute(20),
    handler: async (request) => accounts.verifyEmail(request.body.token),
  });
  app.route({
    ...routeOf(endpoints.hostResendVerification),
    config: perMinute(5),
    handler: async (request, reply) => reply.code(202).send(await accounts.resendVerification(request.body.email, request.body.language)),
  });
  app.route({
    ...routeOf(endpoints.hostSignIn),
    config: perMinute(30),
    handler: async (request) => accounts.signIn(request.body, request.clientAddress),
  });
  app.route({
    ...routeOf(endpoints.hostSignInTwoFactor),
    config: perMinute(30),
    handler: async (request) => accounts.signInTwoFactor(request.body, request.clientAddress),
  });
  app.route({
    ...routeOf(endpoints.hostRequestMagicLink),
    config: perMinute(5),
    handler: async (request, reply) => reply.code(202).send(await accounts.requestMagicLink(request.body.email, request.body.language)),
  });
  app.route({
    ...routeOf(endpoints.hostSignInWithMagicLink),
    config: perMinute(20),
    handler: async (request) => accounts.signInWithMagicLink(request.body.token),
  });
  app.route({
    ...routeOf(endpoints.hostRequestPasswordReset),
    config: perMinute(5),
    handler: async (request, reply) => reply.code(202).send(await accounts.requestPasswordReset(request.body.email, request.body.language)),
  });
  app.route({
    ...routeOf(endpoints.hostResetPassword),
    config: perMinute(10),
    handler: async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return reply.code(204).send();
    },
  });

  const signedInRoute = routeOf(endpoints.hostSignOut);
  app.route({
    ...signedInRoute,
    handler: async (request, reply) => {
      await accounts.signOut(signedIn(request).sessionToken);
      return reply.code(204).send();
    },
  });
  app.route({
    ...routeOf(endpoints.hostMe),
    // The access hook has just read the session and its user; no second lookup.
    handler: async (request) => {
      const actor = signedIn(request);
      return accounts.me({ id: actor.userId, name: actor.name, email: actor.email, language: actor.language, twoFactorEnabled: actor.twoFactorEnabled });
    },
  });
  const twoFactorLimit = (route: ReturnType<typeof routeOf>) => ({ ...route.config, ...perMinute(10) });
  const start = routeOf(endpoints.hostStartTwoFactor);
  app.route({ ...start, config: twoFactorLimit(start), handler: async (request) => accounts.startTwoFactor(signedIn(request).sessionToken, request.body.password) });
  const confirm = routeOf(endpoints.hostConfirmTwoFactor);
  app.route({ ...confirm, config: twoFactorLimit(confirm), handler: async (request) => accounts.confirmTwoFactor(signedIn(request).sessionToken, request.body.code) });
  const disable = routeOf(endpoints.hostDisableTwoFactor);
  app.route({ ...disable, config: twoFactorLimit(disable), handler: async (request) => accounts.disableTwoFactor(signedIn(request).sessionToken, request.body.password) });
};
