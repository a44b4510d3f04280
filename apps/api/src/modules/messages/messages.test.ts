import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, bookingEvents, bookingMessages, documents, emailOutbox, guests } from '@direct/db';
import { ErrorEnvelope, HostAttachmentLink, HostBookingMessage, HostConversation, HostConversationPage, InboundEmailResult } from '@direct/contracts';
import { createBookableProperty, createBooking } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../testing/document-files.ts';
import { basicAuthorization, inboundParsePost, type InboundParseEmail } from '../../testing/stand-ins/inbound-parse.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';

// A booking's conversation: the host writes (an outbox email with the booking's reply address),
// the guest's reply comes back through the inbound-parse webhook, attachments kept privately.

const secret = 'inbound-webhook-secret-0123456789';
const clock = { now: new Date('2026-03-10T12:00:00Z') };
let t: TestApp;
let organizationId: number;
let bookingId: number;
let otherBookingId: number;
let hostToken: string;
let readerToken: string;
let strangerToken: string;
let strangerOrganizationId: number;

async function bookingIn(listing: Awaited<ReturnType<typeof createBookableProperty>>, checkIn: string, checkOut: string) {
  const { booking } = await createBooking(t.db, { brand: listing.brand, property: listing.property, unitType: listing.unitType, unit: listing.units[0]!, ratePlan: listing.ratePlan, checkIn, checkOut });
  await t.db.insert(guests).values({ organizationId: booking.organizationId, bookingId: booking.id, isBooker: true, firstName: 'Maria', lastName: 'Silva', email: 'maria@example.test' });
  return booking;
}

beforeAll(async () => {
  const filesDir = await mkdtemp(join(tmpdir(), 'message-files-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir, INBOUND_EMAIL_SECRET: secret, MESSAGE_ATTACHMENT_MAX_MEGABYTES: '1' }, now: () => clock.now });
  const listing = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-06-30', units: 1 });
  organizationId = listing.property.organizationId;
  bookingId = (await bookingIn(listing, '2026-04-01', '2026-04-05')).id;
  otherBookingId = (await bookingIn(listing, '2026-05-01', '2026-05-05')).id;
  await insertClient(t.db, { clientId: 'desk', secret: 'desk-secret', organizationId, scopes: ['bookings:read', 'messages:write'] });
  hostToken = await requestToken(t.app, 'desk', 'desk-secret');
  await insertClient(t.db, { clientId: 'books', secret: 'books-secret', organizationId, scopes: ['bookings:read'] });
  readerToken = await requestToken(t.app, 'books', 'books-secret');
  const elsewhere = await createBookableProperty(t.db, { from: '2026-03-01', to: '2026-06-30', units: 1 });
  strangerOrganizationId = elsewhere.property.organizationId;
  await insertClient(t.db, { clientId: 'stranger', secret: 'stranger-secret', organizationId: strangerOrganizationId, scopes: ['bookings:read', 'messages:write'] });
  strangerToken = await requestToken(t.app, 'stranger', 'stranger-secret');
});
afterAll(() => t?.close());

const path = (booking = bookingId, organization = organizationId) => `/apis/host/organizations/${organization}/bookings/${booking}/messages`;
const host = (method: 'GET' | 'POST', url: string, payload?: unknown, token = hostToken) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function send(body: string, booking = bookingId) {
  const response = await host('POST', path(booking), { body });
  expect(response.statusCode, response.body).toBe(201);
  return HostBookingMessage.parse(response.json());
}

async function replyAddress(booking = bookingId): Promise<string> {
  const [email] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, booking), eq(emailOutbox.kind, 'message')));
  return email!.replyTo!;
}

function postInbound(email: InboundParseEmail, password: string | null = secret) {
  const { payload, headers } = inboundParsePost(email);
  return t.app.inject({ method: 'POST', url: '/apis/webhooks/inbound-email', payload, headers: { ...headers, ...(password === null ? {} : { authorization: basicAuthorization(password) }) } });
}

async function conversation(booking = bookingId) {
  const response = await host('GET', path(booking));
  expect(response.statusCode, response.body).toBe(200);
  return HostConversation.parse(response.json());
}

describe('the host writes to the guest', () => {
  it('queues an email from the brand with an unguessable reply address, a timeline event and an audit entry', async () => {
    const sent = await send('Your key is in the box by the door.');
    expect(sent).toMatchObject({ direction: 'outbound', body: 'Your key is in the box by the door.', authorName: 'desk' });
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `message:${sent.id}`));
    expect(email).toMatchObject({ kind: 'message', bookingId, organizationId, toAddress: 'maria@example.test' });
    expect(email!.replyTo).toMatch(/^reply\+b\d+o\d+-[0-9a-f]{24}@reply\.localhost$/);
    expect(email!.textBody).toContain('Your key is in the box by the door.');
    expect(email!.fromAddress).toContain('bookings@localhost');
    // Another booking's address differs, and can't be derived from this one.
    await send('Hello', otherBookingId);
    expect(await replyAddress(otherBookingId)).not.toBe(email!.replyTo);

    const events = await t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, 'message_sent')));
    expect(events).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.send'), eq(auditLog.entityId, String(sent.id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses an empty message and a role without messages:write', async () => {
    const empty = await host('POST', path(), { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(empty.json()).error.fields[0]?.field).toBe('body');
    expect((await host('POST', path(), { body: 'Hi' }, readerToken)).statusCode).toBe(403);
    expect((await host('GET', path(), undefined, readerToken)).statusCode).toBe(200);
  });
});

describe('the inbound-mail webhook', () => {
  it('stores the guest’s reply in the conversation without the quoted text, with its attachment kept privately', async () => {
    const to = `Guest Replies <${await replyAddress()}>`;
    const response = await postInbound({
      from: 'Maria Silva <maria@example.test>',
      to,
      subject: 'Re: A message about your stay',
      text: 'Thanks! We arrive at 18:00.\n\nOn Tue, 10 Mar 2026 at 12:00, Brand wrote:\n> Your key is in the box by the door.\n',
      messageId: '<reply-1@example.test>',
      files: [{ filename: 'passport.png', contentType: 'image/png', bytes: sampleFiles.png() }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(InboundEmailResult.parse(response.json()).outcome).toBe('stored');

    const { data } = await conversation();
    const reply = data.at(-1)!;
    expect(reply).toMatchObject({ direction: 'inbound', authorName: 'Maria Silva', body: 'Thanks! We arrive at 18:00.', readAt: null });
    expect(reply.attachments).toEqual([expect.objectContaining({ filename: 'passport.png', mimeType: 'image/png' })]);
    const [document] = await t.db.select().from(documents).where(eq(documents.id, reply.attachments[0]!.documentId));
    expect(document).toMatchObject({ organizationId, bookingId, isEncrypted: true });
    const events = await t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, 'message_received')));
    expect(events).toHaveLength(1);

    // The attachment through a short-lived link: the bytes, then nothing once it expired.
    const link = HostAttachmentLink.parse((await host('GET', `${path()}/${reply.id}/attachments/${reply.attachments[0]!.documentId}`)).json());
    const download = await t.app.inject({ method: 'GET', url: link.path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await t.app.inject({ method: 'GET', url: link.path.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).statusCode).toBe(404);
    clock.now = new Date(clock.now.getTime() + 6 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(404);

    // The same email posted again (the provider retried) is stored once.
    const again = await postInbound({ from: 'Maria Silva <maria@example.test>', to, subject: 'Re: A message about your stay', text: 'Thanks! We arrive at 18:00.', messageId: '<reply-1@example.test>' });
    expect(InboundEmailResult.parse(again.json()).outcome).toBe('duplicate');
    expect((await conversation()).data.filter((message) => message.direction === 'inbound')).toHaveLength(1);
  });

  it('stores an email posted twice at the same moment once', async () => {
    const email = { from: 'maria@example.test', to: await replyAddress(), subject: 'Twice', text: 'Sent twice at once.', messageId: '<twice@example.test>' };
    const outcomes = (await Promise.all([postInbound(email), postInbound(email)])).map((response) => InboundEmailResult.parse(response.json()).outcome);
    expect(outcomes.sort()).toEqual(['duplicate', 'stored']);
    expect((await conversation()).data.filter((message) => message.body === 'Sent twice at once.')).toHaveLength(1);
  });

  it('refuses a missing or wrong password', async () => {
    const email = { from: 'x@example.test', to: await replyAddress(), subject: 'Hi', text: 'Hi' };
    expect((await postInbound(email, null)).statusCode).toBe(401);
    expect((await postInbound(email, 'wrong-password-0123456789')).statusCode).toBe(401);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/apis/webhooks/inbound-email', headers: { authorization: basicAuthorization(secret), 'content-type': 'application/json' }, payload: '{}' });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('accepts and drops an email to an unknown or forged reply address, storing nothing', async () => {
    const before = (await t.db.select().from(bookingMessages)).length;
    const real = await replyAddress();
    const forged = real.replace(/b(\d+)o/, (_, id: string) => `b${Number(id) + 1}o`);
    for (const to of [forged, 'reply+b1o1-000000000000000000000000@reply.localhost', 'someone@example.test', real.replace('reply.localhost', 'evil.test')]) {
      const response = await postInbound({ from: 'x@example.test', to, subject: 'Hi', text: 'Hello?' });
      expect(response.statusCode, response.body).toBe(200);
      expect(InboundEmailResult.parse(response.json()).outcome).toBe('dropped');
    }
    expect((await t.db.select().from(bookingMessages)).length).toBe(before);
  });

  it('keeps the message but not an oversized or unsupported attachment, and says so', async () => {
    const big = new Uint8Array(1.5 * 1024 * 1024);
    big.set(sampleFiles.png());
    const response = await postInbound({
      from: 'maria@example.test',
      to: await replyAddress(),
      subject: 'Photos',
      html: '<p>Two files attached.</p>',
      messageId: '<reply-2@example.test>',
      files: [
        { filename: 'huge.png', contentType: 'image/png', bytes: big },
        { filename: 'notes.txt', contentType: 'text/plain', bytes: new Uint8Array(Buffer.from('just text')) },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = (await conversation()).data.at(-1)!;
    expect(reply.attachments).toEqual([]);
    expect(reply.body).toContain('Two files attached.');
    expect(reply.body).toContain('huge.png');
    expect(reply.body).toContain('notes.txt');
  });
});

describe('inbox and read state', () => {
  it('lists conversations with unread first, and marking read clears the count', async () => {
    const page = HostConversationPage.parse((await host('GET', `/apis/host/organizations/${organizationId}/conversations`)).json());
    expect(page.data[0]).toMatchObject({ bookingId, unread: 3, guestName: 'Maria Silva' });
    expect(page.data.map((c) => c.bookingId)).toContain(otherBookingId);
    expect(page.meta.total).toBe(2);

    expect((await host('POST', `${path()}/read`, undefined, readerToken)).statusCode).toBe(403);
    const marked = await host('POST', `${path()}/read`);
    expect(marked.json()).toEqual({ marked: 3 });
    expect((await conversation()).data.every((message) => message.readAt !== null)).toBe(true);
    const after = HostConversationPage.parse((await host('GET', `/apis/host/organizations/${organizationId}/conversations`)).json());
    expect(after.data.find((c) => c.bookingId === bookingId)?.unread).toBe(0);
  });
});

describe('tenant isolation', () => {
  it('another organization can’t read, write, mark or fetch attachments of this booking', async () => {
    const outboxBefore = (await t.db.select().from(emailOutbox)).length;
    const reply = (await conversation()).data.find((message) => message.attachments.length > 0)!;
    const own = (suffix = '') => `${path(bookingId, strangerOrganizationId)}${suffix}`;
    for (const response of [
      await host('GET', own(), undefined, strangerToken),
      await host('POST', own(), { body: 'Hi' }, strangerToken),
      await host('POST', own('/read'), undefined, strangerToken),
      await host('GET', own(`/${reply.id}/attachments/${reply.attachments[0]!.documentId}`), undefined, strangerToken),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await host('GET', path(), undefined, strangerToken)).statusCode).toBe(404);
    const list = HostConversationPage.parse((await host('GET', `/apis/host/organizations/${strangerOrganizationId}/conversations`, undefined, strangerToken)).json());
    expect(list.data).toEqual([]);
    expect((await t.db.select().from(emailOutbox)).length).toBe(outboxBefore);
  });
});
