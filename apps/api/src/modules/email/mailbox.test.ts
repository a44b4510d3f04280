import { ErrorEnvelope, MailboxListResponse, MailboxMessage } from '@direct/contracts';
import { emailOutbox } from '@direct/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBrand, insertClient, insertOrganization, requestToken } from '../../testing/test-records.ts';

let t: TestApp;
let token: string;
let brandId: number;
const ids: Record<string, number> = {};

const get = (url: string, bearer: string | null = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  const organization = await insertOrganization(t.db);
  const brand = await insertBrand(t.db, { organizationId: organization.id, urlAlias: 'mailbox-stays' });
  brandId = brand.id;
  await insertClient(t.db, { clientId: 'mailbox-site', secret: 'mailbox-secret' });
  token = await requestToken(t.app, 'mailbox-site', 'mailbox-secret');
  // 25 emails a minute apart; the last is the newest.
  for (let i = 1; i <= 25; i++) {
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        organizationId: i % 5 === 0 ? organization.id : null,
        brandId: i % 5 === 0 ? brand.id : null,
        toAddress: i % 2 === 0 ? `Even.Guest${i}@Example.test` : `odd${i}@example.test`,
        fromAddress: 'bookings@localhost',
        subject: `Message ${i}`,
        textBody: `Text of message ${i}`,
        htmlBody: i === 25 ? '<p>Hello <strong>Ana</strong></p>' : null,
        status: i === 24 ? 'failed' : i === 23 ? 'pending' : 'sent',
        createdAt: new Date(Date.UTC(2026, 2, 10, 12, i)),
      })
      .returning({ id: emailOutbox.id });
    ids[`m${i}`] = row!.id;
  }
});
afterAll(() => t?.close());

describe('GET /apis/dev/mailbox', () => {
  it('lists emails newest first, 20 a page by default', async () => {
    const response = await get('/apis/dev/mailbox');
    expect(response.statusCode, response.body).toBe(200);
    const body = MailboxListResponse.parse(response.json());
    expect(body.meta).toEqual({ total: 25, page: 1, limit: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({ id: ids['m25'], to: 'odd25@example.test', subject: 'Message 25', createdAt: '2026-03-10T12:25:00.000Z', status: 'sent' });
    expect(body.data.slice(1, 3).map((item) => item.status)).toEqual(['failed', 'pending']);
    const second = MailboxListResponse.parse((await get('/apis/dev/mailbox?page=2&limit=20')).json());
    expect(second.data.map((item) => item.subject)).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
  });

  it('filters by recipient (part of the address, any letter case) and by brand', async () => {
    const byTo = MailboxListResponse.parse((await get('/apis/dev/mailbox?to=even.guest2')).json());
    expect(byTo.data.map((item) => item.to)).toEqual(['Even.Guest24@Example.test', 'Even.Guest22@Example.test', 'Even.Guest20@Example.test', 'Even.Guest2@Example.test']);
    expect(byTo.meta.total).toBe(4);
    const exact = MailboxListResponse.parse((await get(`/apis/dev/mailbox?to=${encodeURIComponent('ODD7@example.test')}`)).json());
    expect(exact.data.map((item) => item.subject)).toEqual(['Message 7']);
    // % and _ are plain characters, not wildcards.
    expect(MailboxListResponse.parse((await get('/apis/dev/mailbox?to=%25')).json()).meta.total).toBe(0);
    const byBrand = MailboxListResponse.parse((await get(`/apis/dev/mailbox?brand_id=${brandId}&limit=2`)).json());
    expect(byBrand.meta).toEqual({ total: 5, page: 1, limit: 2 });
    expect(byBrand.data.map((item) => item.subject)).toEqual(['Message 25', 'Message 20']);
  });

  it('rejects bad parameters and callers without a token', async () => {
    for (const query of ['limit=51', 'limit=0', 'page=0', 'brand_id=x', 'to=', 'extra=1']) {
      const response = await get(`/apis/dev/mailbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('validation_failed');
    }
    expect((await get('/apis/dev/mailbox', null)).statusCode).toBe(401);
  });
});

describe('GET /apis/dev/mailbox/{id}', () => {
  it('answers the whole email with its text and HTML bodies', async () => {
    const response = await get(`/apis/dev/mailbox/${ids['m25']}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(MailboxMessage.parse(response.json())).toEqual({
      id: ids['m25'],
      to: 'odd25@example.test',
      from: 'bookings@localhost',
      subject: 'Message 25',
      createdAt: '2026-03-10T12:25:00.000Z',
      status: 'sent',
      brandId,
      text: 'Text of message 25',
      html: '<p>Hello <strong>Ana</strong></p>',
      attempts: 0,
      sentAt: null,
      lastError: null,
      attachments: [],
    });
    expect(MailboxMessage.parse((await get(`/apis/dev/mailbox/${ids['m1']}`)).json())).toMatchObject({ html: null, brandId: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/apis/dev/mailbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(missing.json()).error.code).toBe('not_found');
    expect((await get('/apis/dev/mailbox/abc')).statusCode).toBe(400);
  });

  it('shows an email the contact form queued', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/apis/contact_messages',
      headers: { authorization: `Bearer ${token}` },
      payload: { brand_id: brandId, name: 'Ana Guest', email: 'ana@example.test', subject: 'Late arrival', message: 'Can we check in at midnight?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = MailboxListResponse.parse((await get(`/apis/dev/mailbox?brand_id=${brandId}&limit=50`)).json());
    const item = list.data.find((entry) => entry.subject.includes('Late arrival'));
    expect(item).toMatchObject({ status: 'pending' });
    const message = MailboxMessage.parse((await get(`/apis/dev/mailbox/${item!.id}`)).json());
    expect(message.text).toContain('Can we check in at midnight?');
  });
});

describe('with DEV_MAILBOX off', () => {
  it('has no mailbox routes at all', async () => {
    const off = await createTestApp({ env: { DEV_MAILBOX: 'false' } });
    try {
      await insertClient(off.db, { clientId: 'site', secret: 'secret-secret' });
      const bearer = await requestToken(off.app, 'site', 'secret-secret');
      for (const url of ['/apis/dev/mailbox', '/apis/dev/mailbox/1']) {
        const response = await off.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
        expect(response.statusCode, url).toBe(404);
      }
      const docs = await off.app.inject({ method: 'GET', url: '/apis/docs/json' });
      expect(Object.keys((docs.json() as { paths: object }).paths).some((path) => path.includes('mailbox'))).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('is off by default in production', async () => {
    const { loadConfig } = await import('../../config.ts');
    const production = { NODE_ENV: 'production', TOKEN_SIGNING_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: 'not-the-demo-secret', DOCUMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(loadConfig(production).mail.devMailbox).toBe(false);
    expect(loadConfig({ ...production, DEV_MAILBOX: 'true' }).mail.devMailbox).toBe(true);
  });
});
