import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  HostAttachmentLink,
  HostBookingMessage,
  HostBookingMessagesParams,
  HostConversation,
  HostConversationListQuery,
  HostConversationPage,
  HostMessageAttachmentParams,
  HostSendMessageBody,
  InboundEmailResult,
  MessageAttachmentDownloadParams,
} from '../host-messages.ts';

const tags = ['host messages'] as const;
const errors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;

export const hostListConversations = defineEndpoint({
  operationId: 'hostListConversations',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/conversations',
  tags,
  summary: 'Bookings with messages, those with unread guest messages first, then the latest',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: OrganizationParams,
  query: HostConversationListQuery,
  responses: { 200: HostConversationPage },
  errors,
});

export const hostGetConversation = defineEndpoint({
  operationId: 'hostGetConversation',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/bookings/:bookingId/messages',
  tags,
  summary: 'A booking’s conversation with its guest, oldest first',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostBookingMessagesParams,
  responses: { 200: HostConversation },
  errors,
});

export const hostSendMessage = defineEndpoint({
  operationId: 'hostSendMessage',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/bookings/:bookingId/messages',
  tags,
  summary: 'Write to the guest: an email from the brand whose reply comes back into the conversation',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostBookingMessagesParams,
  body: HostSendMessageBody,
  responses: { 201: HostBookingMessage },
  errors,
});

export const hostMarkConversationRead = defineEndpoint({
  operationId: 'hostMarkConversationRead',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/bookings/:bookingId/messages/read',
  tags,
  summary: 'Mark the guest’s messages of a booking as read',
  hostAccess: 'organization',
  permission: 'messages:write',
  params: HostBookingMessagesParams,
  responses: { 200: z.object({ marked: z.number().int() }) },
  errors,
});

export const hostMessageAttachmentLink = defineEndpoint({
  operationId: 'hostMessageAttachmentLink',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/bookings/:bookingId/messages/:messageId/attachments/:documentId',
  tags,
  summary: 'A short-lived link (five minutes) to an attachment a guest sent',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostMessageAttachmentParams,
  responses: { 200: HostAttachmentLink },
  errors,
});

export const downloadMessageAttachment = defineEndpoint({
  operationId: 'downloadMessageAttachment',
  method: 'GET',
  path: '/apis/message-attachments/:token',
  tags,
  summary: 'The bytes of an attachment, by a link from hostMessageAttachmentLink (expires after five minutes)',
  // The signed token is the permission: it names one document of one organization and expires.
  security: [],
  params: MessageAttachmentDownloadParams,
  responses: { 200: z.string().describe('The attachment’s bytes, with its detected content type') },
  errors: [400, 404],
});

export const receiveInboundEmail = defineEndpoint({
  operationId: 'receiveInboundEmail',
  method: 'POST',
  path: '/apis/webhooks/inbound-email',
  tags,
  summary: 'Inbound-mail webhook (the "inbound parse" shape: multipart/form-data from, to, subject, text, html, attachments, attachmentN, attachment-info)',
  description:
    'Protected by HTTP Basic authentication whose password is INBOUND_EMAIL_SECRET (put it in the webhook URL). The reply address in ' +
    '`to` names the booking; an unknown or forged one is accepted and dropped (200 dropped), so the provider stops retrying. ' +
    'The same email (Message-ID) posted twice is stored once.',
  security: [],
  consumes: ['multipart/form-data'],
  responses: { 200: InboundEmailResult },
  errors: [400, 401, 404, 413, 415],
});
