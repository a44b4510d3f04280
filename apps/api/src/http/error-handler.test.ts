import { ErrorEnvelope } from '@direct/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AppError } from './app-error.ts';
import { errorResponses } from './error-responses.ts';

type LogRecord = { level: string; args: unknown[] };

// A pino-shaped logger that keeps what it is told, so the test can read the logs without printing them.
function recordingLogger(records: LogRecord[]): FastifyBaseLogger {
  const logger: Record<string, unknown> = { level: 'info' };
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
    logger[level] = (...args: unknown[]) => records.push({ level, args });
  }
  logger['child'] = () => logger;
  return logger as unknown as FastifyBaseLogger;
}

const logs: LogRecord[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: recordingLogger(logs),
    configure: (app) => {
      app.get('/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist: select * from secret_table');
      });
      app.get('/test/conflict', { schema: { response: { 200: z.object({}), ...errorResponses(409) } } }, async () => {
        throw new AppError('conflict', 'Those dates were just taken.', {
          fields: [{ field: 'arrival', message: 'No longer available', reason: 'unavailable' }],
        });
      });
      app.get('/test/wrong-shape', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: 'x' }) as never);
      app.post(
        '/test/booking',
        {
          schema: {
            querystring: z.object({ 'date[after]': z.iso.date().optional() }),
            body: z.strictObject({
              guests: z.array(z.object({ email: z.email(), name: z.string().min(1) })).min(1),
              code: z.string().refine((value) => value !== 'USED', { message: 'Already used', params: { reason: 'voucher_used' } }).optional(),
            }),
          },
        },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(() => t?.close());

function envelopeOf(response: { json: () => unknown; headers: Record<string, unknown> }) {
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.requestId).toBe(response.headers['x-request-id']);
  return envelope;
}

describe('error handling', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/nowhere'], ['DELETE', '/health'], ['GET', '/apis-nowhere?x=1']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      const envelope = envelopeOf(response);
      expect(envelope.error).toEqual({ code: 'not_found', message: expect.stringContaining(method), fields: [] });
    }
  });

  it('answers an unexpected error with a generic 500, logging the details with context', async () => {
    logs.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/test/boom?a=1' });
    expect(response.statusCode).toBe(500);
    const envelope = envelopeOf(response);
    expect(envelope.error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
      fields: [],
    });
    expect(response.body).not.toMatch(/secret_table|stack|Error:|\.ts/);

    const logged = logs.find((record) => record.level === 'error');
    expect(logged?.args[0]).toMatchObject({
      requestId: envelope.requestId,
      method: 'GET',
      url: '/test/boom?a=1',
      err: expect.objectContaining({ message: expect.stringContaining('secret_table') }),
    });
  });

  it('answers a response that breaks its own schema with 500, not with the bad data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response).error.code).toBe('internal_error');
  });

  it('answers an AppError with its code, status and fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response).error).toEqual({
      code: 'conflict',
      message: 'Those dates were just taken.',
      fields: [{ field: 'arrival', message: 'No longer available', reason: 'unavailable' }],
    });
  });

  it('names query fields as the client sent them', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/booking?date[after]=tomorrow', payload: { guests: [{ email: 'a@b.co', name: 'A' }] } });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).error.fields).toEqual([{ field: 'date[after]', message: expect.any(String), reason: 'invalid_date' }]);
  });

  it('names nested body fields by their path, one entry per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/booking',
      payload: { guests: [{ email: 'a@b.co', name: 'A' }, { email: 'not-an-email', name: '' }], code: 'USED', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const envelope = envelopeOf(response);
    expect(envelope.error.code).toBe('validation_failed');
    expect(envelope.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'guests.1.email', message: expect.any(String), reason: 'invalid_email' },
        { field: 'guests.1.name', message: 'guests.1.name is required', reason: 'required' },
        { field: 'code', message: 'Already used', reason: 'voucher_used' },
        { field: 'extra', message: 'extra is not allowed', reason: 'unrecognized_key' },
      ]),
    );
    expect(envelope.error.fields).toHaveLength(4);
  });

  it('reports a missing array and a wrong type', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/test/booking', payload: {} });
    expect(envelopeOf(missing).error.fields).toEqual([{ field: 'guests', message: 'guests is required', reason: 'required' }]);
    const wrong = await t.app.inject({ method: 'POST', url: '/test/booking', payload: { guests: 'two' } });
    expect(envelopeOf(wrong).error.fields).toEqual([{ field: 'guests', message: expect.any(String), reason: 'invalid_type' }]);
  });

  it('answers a body that is not an object with a field error on the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/booking', payload: '[1]', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).error.fields).toEqual([{ field: 'body', message: expect.any(String), reason: 'invalid_type' }]);
  });
});
