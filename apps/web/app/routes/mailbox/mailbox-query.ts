import { parsePage } from '../../lib/catalog/pagination.ts';

export const mailboxPageSize = 20;
// The API's limit for the recipient filter.
const maxFilterLength = 254;

export type MailboxQuery = { page: number; to: string | undefined };

// The list page's address: ?page= (from 1) and ?to= (part of a recipient's address; blank means
// no filter). null when the page number is not one (a 404).
export function parseMailboxQuery(params: URLSearchParams): MailboxQuery | null {
  const page = parsePage(params.get('page'));
  if (page === null) return null;
  const to = (params.get('to') ?? '').trim().slice(0, maxFilterLength);
  return { page, to: to === '' ? undefined : to };
}

// Mailbox message ids are whole numbers from 1; anything else is a 404 without asking the API.
export function parseMessageId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
