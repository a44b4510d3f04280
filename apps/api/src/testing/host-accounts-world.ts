import { createHmac } from 'node:crypto';
import { emailOutbox, type Database } from '@direct/db';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiInstance } from '../app.ts';
import { insertClient, requestToken } from './test-records.ts';

// Host accounts in API tests: the console's client, sign-up through the emailed link, and TOTP
// codes computed here from the otpauth URI (RFC 6238), independently of the code under test.

export const consoleClient = { clientId: 'direct-console', secret: 'demo-console-secret-change-me' };

export async function consoleToken(app: ApiInstance, db: Database): Promise<string> {
  await insertClient(db, { clientId: consoleClient.clientId, secret: consoleClient.secret, organizationId: null }).catch(() => undefined);
  return requestToken(app, consoleClient.clientId, consoleClient.secret);
}

export type HostCall = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, session?: string) => Promise<{ status: number; json: LightMyRequestResponse['json']; headers: Record<string, unknown> }>;

export function hostCaller(app: ApiInstance, token: string, clientAddress = '203.0.113.10'): HostCall {
  return async (method, url, body, session) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'x-direct-client-address': clientAddress,
        ...(session ? { 'x-direct-host-session': session } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, json: response.json.bind(response) as LightMyRequestResponse['json'], headers: response.headers };
  };
}

export async function latestEmailTo(db: Database, address: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id)).limit(1);
  return row ?? null;
}

export function tokenIn(text: string): string {
  const match = /[?&]token=([^&\s"<]+)/.exec(text);
  if (!match) throw new Error(`no token link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

// Signs up, follows the emailed link, and answers the session token.
export async function signUpHost(call: HostCall, db: Database, input: { email: string; name?: string; password?: string; language?: string }): Promise<string> {
  const signedUp = await call('POST', '/apis/host/auth/sign-up', { name: input.name ?? 'Test Host', email: input.email, password: input.password ?? 'correct horse battery', language: input.language ?? 'en' });
  if (signedUp.status !== 201) throw new Error(`sign-up: ${signedUp.status}`);
  const email = await latestEmailTo(db, input.email.toLowerCase());
  const verified = await call('POST', '/apis/host/auth/verify-email', { token: tokenIn(email!.textBody) });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.json())}`);
  return verified.json().session.token as string;
}

function base32Decode(value: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of value.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totpCode(otpauthUri: string, at: Date = new Date()): string {
  const url = new URL(otpauthUri);
  const secret = base32Decode(url.searchParams.get('secret') ?? '');
  const period = Number(url.searchParams.get('period') ?? 30);
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / period)));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const number = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(number).padStart(digits, '0');
}
