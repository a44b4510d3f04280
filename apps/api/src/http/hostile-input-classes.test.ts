import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { ErrorEnvelope } from '@direct/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertClient, requestToken } from '../testing/test-records.ts';
import { clientErrorHandler } from './error-handler.ts';

// Issue 9 §1, one class of hostile input at a time: what each answers (the property test in
// hostile-input.test.ts sweeps every operation; this names the answer for each class).

let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp({ env: { DEV_SURFACES: 'true' } });
  await insertClient(t.db, { clientId: 'classes-site', secret: 'classes-secret' });
  authorization = `Bearer ${await requestToken(t.app, 'classes-site', 'classes-secret')}`;
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST', url: string, payload?: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method, url, headers: { authorization, ...(payload === undefined ? {} : { 'content-type': contentType }) }, ...(payload === undefined ? {} : { payload }) });

function envelope(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = ErrorEnvelope.parse(response.json());
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body.error;
}

const contact = { brand_id: 1, name: 'Ana', email: 'ana@example.test', message: 'Is the flat quiet at night?' };

describe('NUL characters and broken Unicode', () => {
  it('are refused in a query string with the field named (they used to reach PostgreSQL: 500)', async () => {
    const error = envelope(await send('GET', '/apis/direct/properties?brands.url_alias=%00'), 400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual([{ field: 'brands.url_alias', message: expect.stringContaining('NUL'), reason: 'invalid_characters' }]);
  });

  it('are refused in any string of a JSON body, nested or not, NUL or lone surrogate', async () => {
    const nul = envelope(await send('POST', '/apis/contact_messages', JSON.stringify({ ...contact, message: 'Quiet at night?\u0000 Really?' })), 400);
    expect(nul.fields).toEqual([expect.objectContaining({ field: 'message', reason: 'invalid_characters' })]);
    const surrogate = envelope(await send('POST', '/apis/contact_messages', JSON.stringify({ ...contact, name: 'Ana \ud800' })), 400);
    expect(surrogate.fields).toEqual([expect.objectContaining({ field: 'name', reason: 'invalid_characters' })]);
    const key = envelope(await send('POST', '/apis/contact_messages', JSON.stringify({ ...contact, 'x\u0000': 1 })), 400);
    expect(key.fields).toEqual([expect.objectContaining({ field: 'x\\u0000', reason: 'invalid_characters' })]);
  });

  it('are refused in path parameters and in parts a route has no schema for', async () => {
    const path = envelope(await send('GET', '/apis/checkin/AB%00C/0123456789abcdef'), 400);
    expect(path.fields).toEqual([expect.objectContaining({ field: 'bookingCode', reason: 'invalid_characters' })]);
    // The webhook reads its body raw (no schema); the health check takes no query.
    const raw = envelope(await send('POST', '/apis/webhooks/stripe', '{"id":"evt_\u0000"}', 'text/plain'), 400);
    expect(raw.fields).toEqual([expect.objectContaining({ field: 'body', reason: 'invalid_characters' })]);
    const query = envelope(await send('GET', '/health?x=%00'), 400);
    expect(query.fields).toEqual([expect.objectContaining({ field: 'x', reason: 'invalid_characters' })]);
  });

  it('are refused in multipart text fields', async () => {
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="access_token"\r\n\r\nabc\u0000defghijkl\r\n--${boundary}--\r\n`;
    const error = envelope(await send('POST', '/apis/agreements/ABC-123/verify', body, `multipart/form-data; boundary=${boundary}`), 400);
    expect(error.fields).toEqual([expect.objectContaining({ field: 'access_token', reason: 'invalid_characters' })]);
    // The identity upload reads its parts itself, not through the validator: the same answer.
    const upload = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nselfie\u0000\r\n--${boundary}--\r\n`;
    const identity = envelope(await send('POST', '/apis/identity/ABC-123/0123456789abcdef/documents', upload, `multipart/form-data; boundary=${boundary}`), 400);
    expect(identity.fields).toEqual([expect.objectContaining({ field: 'kind', reason: 'invalid_characters' })]);
  });

  it('leave ordinary text alone: emoji and accents pass', async () => {
    const response = await send('POST', '/apis/contact_messages', JSON.stringify({ ...contact, brand_id: 999_999, message: 'Olá! Há terraço? 😀👍🏽' }));
    // The brand does not exist: the request got past validation to the service.
    expect(envelope(response, 404).code).toBe('not_found');
  });
});

describe('bodies of the wrong type', () => {
  it.each([
    ['null', 'required'],
    ['42', 'invalid_type'],
    ['[]', 'invalid_type'],
    ['"text"', 'invalid_type'],
  ])('POST /apis/reviews with %s answers 400 before any refinement runs (null used to crash one: 500)', async (payload, reason) => {
    const error = envelope(await send('POST', '/apis/reviews', payload), 400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual([expect.objectContaining({ field: 'body', reason })]);
  });

  it('an integer beyond PostgreSQL’s integer is refused by the schema, not by SQL', async () => {
    const error = envelope(await send('POST', '/apis/dev/past_stays', JSON.stringify({ brand_id: 2_147_483_648 })), 400);
    expect(error.fields).toEqual([expect.objectContaining({ field: 'brand_id', reason: 'too_big' })]);
  });
});

describe('malformed multipart', () => {
  const routes = ['/apis/identity/ABC-123/0123456789abcdef/documents', '/apis/agreements/ABC-123/sign', '/apis/agreements/ABC-123/verify'];

  it.each(routes)('%s: no boundary, an empty one or a body cut short → 400 in the envelope (was 500)', async (url) => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=', '--\r\n'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short'],
      ['multipart/form-data; boundary=xyz', 'no part at all'],
    ] as const) {
      const error = envelope(await send('POST', url, payload, contentType), 400);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual([expect.objectContaining({ field: 'body', reason: 'invalid_multipart' })]);
    }
  });

  it('too many parts or files → 413 payload_too_large', async () => {
    const boundary = 'many';
    const fields = Array.from({ length: 20 }, (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('');
    const error = envelope(await send('POST', '/apis/agreements/ABC-123/sign', `${fields}--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`), 413);
    expect(error.code).toBe('payload_too_large');
  });
});

describe('errors raised by the framework', () => {
  it('a path parameter over the router’s limit → 414 uri_too_long in the envelope', async () => {
    const error = envelope(await send('GET', `/apis/properties/${'1'.repeat(200)}`), 414);
    expect(error.code).toBe('uri_too_long');
  });

  it('a URL that is not validly percent-encoded → 400 in the envelope, on a route or not', async () => {
    for (const url of ['/apis/x/%E0%A4%A', '/apis/properties/%E0%A4%A', '/apis/hosts/%']) {
      const error = envelope(await send('GET', url), 400);
      expect(error.fields).toEqual([expect.objectContaining({ field: 'url', reason: 'invalid_encoding' })]);
    }
  });

  it('an unknown sandbox payment intent → 404 not_found (was 500)', async () => {
    const error = envelope(await send('POST', '/apis/sandbox/payment_intents/pi_sbx_unknown/authenticate', JSON.stringify({ outcome: 'complete' })), 404);
    expect(error.code).toBe('not_found');
  });
});

// What Node's HTTP parser refuses never reaches Fastify's routing: the client error handler writes
// the envelope on the socket. Only a real connection shows it.
describe('errors of the HTTP parser', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  function parsed(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const requestId = /x-request-id: (\S+)/i.exec(head)?.[1];
    const envelopeBody = ErrorEnvelope.parse(JSON.parse(body));
    expect(envelopeBody.requestId).toBe(requestId);
    return { status: Number(head.split(' ')[1]), error: envelopeBody.error };
  }

  it('malformed HTTP → 400 in the envelope', async () => {
    const { status, error } = parsed(await raw('GARBAGE\r\n\r\n'));
    expect(status).toBe(400);
    expect(error.code).toBe('validation_failed');
  });

  it('a request that never finishes arriving → 408 request_timeout (Node raises it after its requestTimeout)', () => {
    const written: string[] = [];
    const socket = Object.assign(new PassThrough(), { destroyed: false });
    socket.write = ((chunk: string) => written.push(chunk)) as never;
    // The handler destroys the socket with the error, as Node's own does; the server listens for it.
    socket.on('error', () => undefined);
    clientErrorHandler(Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    const { status, error } = parsed(written.join(''));
    expect(status).toBe(408);
    expect(error.code).toBe('request_timeout');
  });

  it('headers over the limit → 431 request_headers_too_large', async () => {
    const { status, error } = parsed(await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(status).toBe(431);
    expect(error.code).toBe('request_headers_too_large');
  });
});
