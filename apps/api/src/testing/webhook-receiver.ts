import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A host's webhook receiver in tests: a local HTTP server that records each POST and checks its
// signature with the README's verification snippet (written here again, independently of the
// code under test), answering with the status the test sets.

// The README's snippet: HMAC-SHA256 over `${t}.${rawBody}`, constant-time compare, 5 minutes' tolerance.
export function verifyWebhook(secret: string, header: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; json: { id: string; type: string; created: number; organization_id: number; data: Record<string, unknown> } };

export type WebhookReceiver = {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  // The status the next requests get (200 by default).
  respondWith: (status: number) => void;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) as ReceivedWebhook['json'] });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver error');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks`,
    port: actual,
    received,
    respondWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A port nothing listens on (a receiver that is down): bound, noted, released.
export async function closedPort(): Promise<number> {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.port;
}
