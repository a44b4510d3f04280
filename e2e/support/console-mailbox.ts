import { expect } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';

const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4400)}`;
let token: Promise<string> | undefined;

// The platform's own emails (no brand) are the host console's to read: its own client's token.
async function consoleToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'direct-console',
        client_secret: process.env.CONSOLE_CLIENT_SECRET ?? 'demo-console-secret-change-me',
      }),
    });
    expect(response.status, 'console token').toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  })();
  return token;
}

async function api<T>(path: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${await consoleToken()}` } });
  return { status: response.status, json: (await response.json()) as T };
}

type MailboxList = { data: { id: number; to: string; subject: string }[] };

// A new address per test, so parallel tests never read each other's emails.
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

// The console link of the newest email to `to` whose text holds a link to `path` (e.g.
// '/verify-email'), read from the API's development mailbox (DEV_SURFACES=true in e2e): the
// platform's own emails (account emails, invitations) without a brand_id.
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
