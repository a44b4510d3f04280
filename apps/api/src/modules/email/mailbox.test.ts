import { ErrorEnvelope, MailboxListResponse, MailboxMessage } from '@direct/contracts';
import { emailOutbox } from '@direct/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBrand, insertClient, insertOrganization, requestToken } from '../../testing/test-records.ts';

let t: TestApp;
let token: string;
let brandId: number;
let otherBrandId: number;
const ids: Record<string, number> = {};

const get = (url: string, bearer: string | null = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const list = (query: string, brand = brandId) => get(`/apis/dev/mailbox?brand_id=${brand}${query ? `&${query}` : ''}`);
const message = (id: number | undefined, brand = brandId) => get(`/apis/dev/mailbox/${id}?brand_id=${brand}`);

beforeAll(async () => {
  t = await createTestApp({ env: { DEV_SURFACES: 'true' } });
  const organization = await insertOrganization(t.db);
  const brand = await insertBrand(t.db, { organizationId: organization.id, urlAlias: 'mailbox-stays' });
  const otherOrganization = await insertOrganization(t.db);
  const otherBrand = await insertBrand(t.db, { organizationId: otherOrganization.id, urlAlias: 'other-stays' });
  brandId = brand.id;
  otherBrandId = otherBrand.id;
  await insertClient(t.db, { clientId: 'mailbox-site', secret: 'mailbox-secret' });
  token = await requestToken(t.app, 'mailbox-site', 'mailbox-secret');
  // 25 emails a minute apart; the last is the newest. Every fifth is the other brand's; m26 is
  // of no brand (a platform email), shown on no brand's site.
  for (let i = 1; i <= 26; i++) {
    const other = i % 5 === 0;
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        organizationId: i === 26 ? null : other ? otherOrganization.id : organization.id,
        brandId: i === 26 ? null : other ? otherBrand.id : brand.id,
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
  it('lists the brand’s emails newest first, 20 a page by default', async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    const body = MailboxListResponse.parse(response.json());
    expect(body.meta).toEqual({ total: 20, page: 1, limit: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({ id: ids['m24'], to: 'Even.Guest24@Example.test', subject: 'Message 24', createdAt: '2026-03-10T12:24:00.000Z', status: 'failed' });
    expect(body.data[1]?.status).toBe('pending');
    const second = MailboxListResponse.parse((await list('page=2&limit=15')).json());
    expect(second.data.map((item) => item.subject)).toEqual(['Message 6', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
  });

  it('filters by recipient (part of the address, any letter case) within the brand', async () => {
    const byTo = MailboxListResponse.parse((await list('to=even.guest2')).json());
    expect(byTo.data.map((item) => item.to)).toEqual(['Even.Guest24@Example.test', 'Even.Guest22@Example.test', 'Even.Guest2@Example.test']);
    expect(byTo.meta.total).toBe(3);
    const exact = MailboxListResponse.parse((await list(`to=${encodeURIComponent('ODD7@example.test')}`)).json());
    expect(exact.data.map((item) => item.subject)).toEqual(['Message 7']);
    // % and _ are plain characters, not wildcards.
    expect(MailboxListResponse.parse((await list('to=%25')).json()).meta.total).toBe(0);
  });

  it('shows a brand its own mail only: never another brand’s, never mail of no brand', async () => {
    const other = MailboxListResponse.parse((await list('limit=2', otherBrandId)).json());
    expect(other.meta).toEqual({ total: 5, page: 1, limit: 2 });
    expect(other.data.map((item) => item.subject)).toEqual(['Message 25', 'Message 20']);
    const mine = MailboxListResponse.parse((await list('limit=50')).json());
    expect(mine.data.some((item) => ['Message 25', 'Message 20', 'Message 26'].includes(item.subject))).toBe(false);
    // Another brand's recipient is not found through the filter either.
    expect(MailboxListResponse.parse((await list('to=even.guest20')).json()).meta.total).toBe(0);
  });

  it('needs the brand, rejects bad parameters and callers without a token', async () => {
    const missing = await get('/apis/dev/mailbox');
    expect(missing.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(missing.json()).error.fields.map((field) => field.field)).toEqual(['brand_id']);
    for (const query of ['limit=51', 'limit=0', 'page=0', 'to=', 'extra=1']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('validation_failed');
    }
    expect((await get('/apis/dev/mailbox?brand_id=x')).statusCode).toBe(400);
    expect((await get(`/apis/dev/mailbox?brand_id=${brandId}`, null)).statusCode).toBe(401);
  });
});

describe('GET /apis/dev/mailbox/{id}', () => {
  it('answers the whole email with its text and HTML bodies, to its own brand', async () => {
    const response = await message(ids['m25'], otherBrandId);
    expect(response.statusCode, response.body).toBe(200);
    expect(MailboxMessage.parse(response.json())).toEqual({
      id: ids['m25'],
      to: 'odd25@example.test',
      from: 'bookings@localhost',
      replyTo: null,
      subject: 'Message 25',
      createdAt: '2026-03-10T12:25:00.000Z',
      status: 'sent',
      brandId: otherBrandId,
      text: 'Text of message 25',
      html: '<p>Hello <strong>Ana</strong></p>',
      attempts: 0,
      sentAt: null,
      lastError: null,
      attachments: [],
    });
    expect(MailboxMessage.parse((await message(ids['m1'])).json())).toMatchObject({ html: null, brandId });
  });

  it('answers 404 for another brand’s email, an email of no brand and an unknown id; 400 for a malformed one', async () => {
    for (const [id, brand] of [[ids['m25'], brandId], [ids['m1'], otherBrandId], [ids['m26'], brandId], [999999, brandId]] as const) {
      const response = await message(id, brand);
      expect(response.statusCode, `${id} on ${brand}`).toBe(404);
      expect(ErrorEnvelope.parse(response.json()).error.code).toBe('not_found');
    }
    expect((await get(`/apis/dev/mailbox/${ids['m1']}`)).statusCode).toBe(400);
    expect((await message(Number.NaN)).statusCode).toBe(400);
  });

  it('shows an email the contact form queued', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/apis/contact_messages',
      headers: { authorization: `Bearer ${token}` },
      payload: { brand_id: brandId, name: 'Ana Guest', email: 'ana@example.test', subject: 'Late arrival', message: 'Can we check in at midnight?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = MailboxListResponse.parse((await list('limit=50')).json());
    const item = listed.data.find((entry) => entry.subject.includes('Late arrival'));
    expect(item).toMatchObject({ status: 'pending' });
    const shown = MailboxMessage.parse((await message(item!.id)).json());
    expect(shown.text).toContain('Can we check in at midnight?');
  });
});

describe('the platform’s own emails (to hosts, no brand)', () => {
  it('are the host console’s to read, without a brand; a site still needs its brand', async () => {
    await insertClient(t.db, { clientId: 'direct-console', secret: 'console-secret' });
    const consoleBearer = await requestToken(t.app, 'direct-console', 'console-secret');
    const platform = MailboxListResponse.parse((await get('/apis/dev/mailbox', consoleBearer)).json());
    expect(platform.data.map((row) => row.subject)).toEqual(['Message 26']);
    const opened = MailboxMessage.parse((await get(`/apis/dev/mailbox/${platform.data[0]!.id}`, consoleBearer)).json());
    expect(opened.brandId).toBeNull();
    // A brand's email is not a platform email.
    expect((await get(`/apis/dev/mailbox/${ids['m1'] ?? 1}`, consoleBearer)).statusCode).toBe(404);
    expect((await get(`/apis/dev/mailbox/${platform.data[0]!.id}`)).statusCode).toBe(400);
  });
});
