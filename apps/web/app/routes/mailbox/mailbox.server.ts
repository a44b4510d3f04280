import type { MailboxListResponse, MailboxMessage } from '@direct/contracts';
import { endpoints } from '@direct/contracts';
import type { ApiClient } from '@direct/api-client';
import { mailboxPageSize, type MailboxQuery } from './mailbox-query.ts';

// The development mailbox of the API (GET /apis/dev/mailbox…). The API answers 404 when the
// mailbox is off, which the pages show as their 404. Always the brand of the site asking: a
// brand's site shows its own guests' mail only.

export function listMailbox(api: ApiClient, brandId: number, query: MailboxQuery, signal?: AbortSignal): Promise<MailboxListResponse> {
  return api.call(endpoints.listMailboxMessages, { query: { brand_id: brandId, page: query.page, limit: mailboxPageSize, to: query.to }, ...(signal ? { signal } : {}) });
}

export function getMailboxMessage(api: ApiClient, brandId: number, id: number, signal?: AbortSignal): Promise<MailboxMessage> {
  return api.call(endpoints.getMailboxMessage, { params: { id }, query: { brand_id: brandId }, ...(signal ? { signal } : {}) });
}

// Nobody caches or indexes a mailbox.
export const mailboxHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
