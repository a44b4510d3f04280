import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A stand-in for the inbound-parse provider (SendGrid Inbound Parse): it posts a received email to
// the API's webhook as multipart/form-data with the provider's fields and files, and the webhook
// password the e2e API runs with (playwright.config.ts).

const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4400)}`;
export const inboundSecret = 'e2e-inbound-webhook-secret-0123';

export const fixtureFile = (name: string) => new Uint8Array(readFileSync(fileURLToPath(new URL(`../fixtures/identity/${name}`, import.meta.url))));

export async function postInboundEmail(email: {
  from: string;
  to: string;
  subject: string;
  text: string;
  files?: { filename: string; type: string; bytes: Uint8Array }[];
}): Promise<{ status: number; json: { outcome?: string } }> {
  const files = email.files ?? [];
  const form = new FormData();
  form.set('headers', `From: ${email.from}\nTo: ${email.to}\nSubject: ${email.subject}\nMessage-ID: <e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com>\n`);
  form.set('dkim', '{@example.com : pass}');
  form.set('to', email.to);
  form.set('from', email.from);
  form.set('subject', email.subject);
  form.set('text', email.text);
  form.set('sender_ip', '192.0.2.25');
  form.set('envelope', JSON.stringify({ to: [email.to], from: /<([^>]+)>/.exec(email.from)?.[1] ?? email.from }));
  form.set('attachments', String(files.length));
  form.set('attachment-info', JSON.stringify(Object.fromEntries(files.map((file, index) => [`attachment${index + 1}`, { filename: file.filename, type: file.type }]))));
  files.forEach((file, index) => form.set(`attachment${index + 1}`, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename));
  const response = await fetch(`${apiUrl}/apis/webhooks/inbound-email`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`inbound:${inboundSecret}`).toString('base64')}` },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as { outcome?: string } };
}
