import { endpoints } from '@direct/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import { auditActorOf } from '../accounts/accounts-ports.ts';
import type { MessagesService } from './messages.service.ts';

// A booking's conversation as the console shows it, and the short-lived attachment links.
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(endpoints.hostListConversations),
    handler: async (request) => messages.conversations(request.params.organizationId, request.query.page ?? 1, request.query.limit),
  });

  app.route({
    ...routeOf(endpoints.hostGetConversation),
    handler: async (request) => messages.conversation(request.params.organizationId, request.params.bookingId),
  });

  app.route({
    ...routeOf(endpoints.hostSendMessage),
    handler: async (request, reply) => {
      const sent = await messages.send(request.params.organizationId, request.params.bookingId, request.body.body, auditActorOf(request), request.id);
      return reply.code(201).send(sent);
    },
  });

  app.route({
    ...routeOf(endpoints.hostMarkConversationRead),
    handler: async (request) => messages.markRead(request.params.organizationId, request.params.bookingId),
  });

  app.route({
    ...routeOf(endpoints.hostMessageAttachmentLink),
    handler: async (request) => {
      const { organizationId, bookingId, messageId, documentId } = request.params;
      return messages.attachmentLink(organizationId, bookingId, messageId, documentId);
    },
  });

  app.route({
    ...routeOf(endpoints.downloadMessageAttachment),
    handler: async (request, reply) => {
      const file = await messages.download(request.params.token);
      // Served as a download, never rendered by the API's origin. The zod-typed reply only knows
      // JSON bodies; this one answers with bytes.
      return (reply as unknown as FastifyReply)
        .type(file.mimeType)
        .header('content-disposition', 'attachment')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes));
    },
  });
};
