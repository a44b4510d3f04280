import type { FastifyRequest } from 'fastify';
import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf as actorOf, signedInPersonOf as person } from '../accounts/accounts-ports.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrganizationsService } from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsyncZod<{ organizations: OrganizationsService; auth: AuthService }> = async (app, { organizations, auth }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostCreateOrganization),
    handler: async (request, reply) => {
      const user = person(request);
      const created = await organizations.create({ id: user.userId, actor: actorOf(request) }, request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOf(endpoints.hostGetOrganization),
    // An organization's own client has no role; it sees the organization as its owner would.
    handler: async (request) => organizations.get(request.params.organizationId, request.hostRole ?? 'owner'),
  });

  app.route({
    ...routeOf(endpoints.hostListTeam),
    handler: async (request) => organizations.team(request.params.organizationId),
  });

  app.route({
    ...routeOf(endpoints.hostInvite),
    config: { ...routeOf(endpoints.hostInvite).config, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const invitation = await organizations.invite(request.params.organizationId, request.hostRole, actorOf(request), request.body);
      return reply.code(201).send(invitation);
    },
  });

  app.route({
    ...routeOf(endpoints.hostRevokeInvitation),
    handler: async (request, reply) => {
      await organizations.revokeInvitation(request.params.organizationId, request.params.invitationId, actorOf(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostChangeMemberRole),
    handler: async (request, reply) => {
      await organizations.changeRole(request.params.organizationId, request.hostRole, actorOf(request), request.params.userId, request.body.role);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostRemoveMember),
    handler: async (request, reply) => {
      await organizations.changeRole(request.params.organizationId, request.hostRole, actorOf(request), request.params.userId, null);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOf(endpoints.hostPreviewInvitation),
    config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.clientAddress || request.ip } },
    preHandler: async (request) => {
      if (!request.identity || !auth.isConsole(request.identity)) throw new AppError('forbidden', 'Invitations are opened through the host console.');
    },
    handler: async (request) => organizations.previewInvitation(request.body.token),
  });

  app.route({
    ...routeOf(endpoints.hostAcceptInvitation),
    handler: async (request) => {
      const user = person(request);
      return organizations.acceptInvitation(request.body.token, { id: user.userId, email: user.email, actor: actorOf(request) });
    },
  });

  app.route({
    ...routeOf(endpoints.hostAuditLog),
    handler: async (request) => organizations.auditLog(request.params.organizationId, request.query),
  });
};
