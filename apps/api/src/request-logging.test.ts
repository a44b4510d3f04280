import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { logBatchBytes } from '@direct/telemetry/log-destination';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loggableUrl, loggerOptions, requestIdOf } from './request-logging.ts';
import { createTestApp, testEnvironment, type TestApp } from './testing/test-app.ts';

const lines: Record<string, unknown>[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: pino({ level: 'info' }, memory) });
});
afterAll(async () => t.close());

describe('request ids', () => {
  it('keeps a well-formed id the caller sent (the site) and answers it back', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'site-3f2a9c1e-visit' } });
    expect(response.headers['x-request-id']).toBe('site-3f2a9c1e-visit');
  });

  it.each([['short'], ['has spaces in it'], ['x'.repeat(65)], ['id\nforged: line'], ['äöü-umlauts-id']])('makes its own id when the one sent is malformed (%j)', async (sent) => {
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': sent } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({ headers: { 'x-request-id': sent } })).not.toBe(sent);
  });
});

describe('one log line per request', () => {
  it('method, url without secrets, status, time and the request id, and nothing else', async () => {
    lines.length = 0;
    const token = 'a'.repeat(43);
    const response = await t.app.inject({ method: 'GET', url: `/apis/payment_terminal/LIS-1234/${token}?access_token=${token}&lang=pt`, headers: { 'x-request-id': 'site-req-00000001' } });
    const mine = lines.filter((line) => line.reqId === 'site-req-00000001');
    expect(mine).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/apis/payment_terminal/LIS-1234/[redacted]?access_token=[redacted]&lang=pt',
        statusCode: response.statusCode,
        responseTimeMs: expect.any(Number),
        msg: expect.stringMatching(new RegExp(`^GET /apis/payment_terminal/LIS-1234/\\[redacted\\]\\?access_token=\\[redacted\\]&lang=pt ${response.statusCode} \\d+ms$`)),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('hides secrets in urls but keeps ordinary values', () => {
    expect(loggableUrl('/apis/properties?country_code=PT&page=2')).toBe('/apis/properties?country_code=PT&page=2');
    expect(loggableUrl('/apis/checkin?code=123456&token=abc&x=1')).toBe('/apis/checkin?code=[redacted]&token=[redacted]&x=1');
    expect(loggableUrl('/health')).toBe('/health');
  });
});

describe('log format', () => {
  it('JSON in production and tests, pino-pretty in development, LOG_FORMAT decides when set', async () => {
    const production = { ...testEnvironment, NODE_ENV: 'production', DOCUMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), WEB_CLIENT_SECRET: 'a-real-secret-for-this-test-0123456789', CONSOLE_CLIENT_SECRET: 'a-real-console-secret-for-this-test' };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig(testEnvironment).logFormat).toBe('json');
    expect(loadConfig({ ...testEnvironment, NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...testEnvironment, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(await loggerOptions({ logLevel: 'info', logFormat: 'json' })).toMatchObject({ level: 'info', stream: expect.objectContaining({ write: expect.any(Function) }) });
    expect(await loggerOptions({ logLevel: 'silent', logFormat: 'json' })).toEqual({ level: 'silent' });
    expect(await loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({ level: 'info', stream: expect.objectContaining({ write: expect.any(Function) }) });
  });
});

// JSON lines are written asynchronously and in batches (decision 0057): none may be lost when the
// process exits right after logging, a line logged while nothing else happens must not wait in a
// buffer for more, and a steady stream of lines must not cost a write each.
describe('JSON lines on standard output', () => {
  const writer = fileURLToPath(new URL('./testing/log-writers/json-lines.ts', import.meta.url));
  const run = (args: string[]) => spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', writer, ...args], { stdio: 'pipe' });
  const linesOf = (text: string) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; line?: number; level: number });

  it('a process that exits at once after 5,000 lines has written every one of them, in order', async () => {
    const child = run(['burst', '5000']);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
    const [code] = (await once(child, 'close')) as [number];
    expect(code).toBe(1);
    const written = linesOf(out);
    expect(written.map((line) => line.line)).toEqual(Array.from({ length: 5000 }, (_, index) => index));
  });

  it('a steady stream of lines is written in batches of 4 KB, every line in order', async () => {
    const child = run(['trickle', '400']);
    try {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
      child.stderr.setEncoding('utf8');
      const [report] = (await once(child.stderr, 'data')) as [string];
      const writes = JSON.parse(report) as number[];
      expect(linesOf(out).map((line) => line.line)).toEqual(Array.from({ length: 400 }, (_, index) => index));
      expect(writes.reduce((sum, bytes) => sum + bytes, 0)).toBe(Buffer.byteLength(out));
      // 400 lines of about 110 bytes: a write per line before; now about ten (4 KB each, and what
      // the tenth-of-a-second flush finds).
      expect(writes.length).toBeLessThanOrEqual(400 / 10);
      expect(writes.filter((bytes) => bytes >= logBatchBytes).length).toBeGreaterThanOrEqual(5);
    } finally {
      child.stdin.end();
      await once(child, 'close');
    }
  });

  it('a quiet process writes its line without waiting for more', async () => {
    const child = run(['quiet']);
    try {
      child.stdout.setEncoding('utf8');
      const [first] = (await once(child.stdout, 'data')) as [string];
      expect(linesOf(first)).toEqual([expect.objectContaining({ level: 30, msg: 'waiting for the next request' })]);
      expect(child.exitCode).toBeNull();
    } finally {
      child.stdin.end();
      await once(child, 'close');
    }
  });
});
