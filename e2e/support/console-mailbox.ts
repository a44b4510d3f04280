import { expect } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { api } from './booking.ts';

type MailboxList = { data: { id: number; to: string; subject: string }[] };

// A new address per test, so parallel tests never read each other's emails.
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

// The console link of the newest email to `to` whose text holds a link to `path` (e.g.
// '/verify-email'), read from the API's development mailbox (DEV_SURFACES=true in e2e). The
// platform's own emails (no brand: account emails, invitations) are asked for without a brand_id
// (CONTRACT-REQUESTS.md 1: the API's mailbox needs to allow that).
export async function emailedConsoleLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${escape(consoleOrigin)}${escape(path)}\\?token=[A-Za-z0-9._~%-]+`);
  let link = '';
  await expect(async () => {
    const list = await api<MailboxList>(`/apis/dev/mailbox?to=${encodeURIComponent(to)}&limit=50`);
    expect(list.status, 'mailbox answer').toBe(200);
    for (const item of list.json.data) {
      const message = await api<{ text: string; html: string | null }>(`/apis/dev/mailbox/${item.id}`);
      const found = pattern.exec(message.json.text) ?? pattern.exec(message.json.html ?? '');
      if (found) {
        link = found[0];
        return;
      }
    }
    throw new Error(`no email to ${to} with a ${path} link yet`);
  }).toPass({ timeout: 15_000 });
  return link;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
