import type { AddressInfo } from 'node:net';
import { emailOutbox, type Database } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobLogger } from '../jobs/job-handlers.ts';
import { createEmailRepository } from './email.repository.ts';
import { createEmailService, deliveryRetryDelayMs } from './email.service.ts';

type Received = { from: string; to: string[]; data: string };

// A real SMTP server on a free local port, keeping what it receives. `reject` makes it refuse
// every recipient with a temporary error.
async function startSmtpServer(options: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject) {
        const error = new Error('mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent: JobLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
function recordingLogger() {
  const messages: string[] = [];
  const logger: JobLogger = { debug: () => undefined, info: (_o, m) => messages.push(`info ${m}`), warn: (_o, m) => messages.push(`warn ${m}`), error: (_o, m) => messages.push(`error ${m}`) };
  return { logger, messages };
}

const t0 = new Date('2026-03-10T12:00:00Z');
const mailConfig = (smtpUrl: string | undefined) => ({ mail: { smtpUrl, from: 'bookings@direct.example', devMailbox: true } });

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
});
afterAll(() => database?.close());
beforeEach(async () => {
  await db.delete(emailOutbox);
});

async function queue(values: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: 'ana@example.test',
      fromAddress: 'hello@lisbon-stays.example',
      subject: 'Your stay in Lisbon is confirmed',
      textBody: 'Booking LX-1234: 3 nights from 12 May.',
      nextAttemptAt: t0,
      ...values,
    })
    .returning();
  return row!;
}
const row = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('email delivery over SMTP', () => {
  it('delivers due emails (text and HTML) to the SMTP server and marks them sent, once', async () => {
    const smtp = await startSmtpServer();
    const service = createEmailService({ repository: createEmailRepository(db), config: mailConfig(smtp.url) });
    try {
      const plain = await queue();
      const html = await queue({ toAddress: 'bo@example.test', subject: 'Pay by link', textBody: 'Pay here: https://x', htmlBody: '<p>Pay <a href="https://x">here</a></p>' });
      const later = await queue({ toAddress: 'later@example.test', nextAttemptAt: new Date(t0.getTime() + 60_000) });

      expect(await service.deliverPending(t0, silent)).toEqual({ sent: 2, retried: 0, failed: 0, delivered: true });
      expect(smtp.received).toHaveLength(2);
      const toAna = smtp.received.find((mail) => mail.to.includes('ana@example.test'));
      expect(toAna?.from).toBe('hello@lisbon-stays.example');
      expect(toAna?.data).toContain('Subject: Your stay in Lisbon is confirmed');
      expect(toAna?.data).toContain('Booking LX-1234: 3 nights from 12 May.');
      const toBo = smtp.received.find((mail) => mail.to.includes('bo@example.test'));
      expect(toBo?.data).toContain('Content-Type: text/html');
      expect(toBo?.data).toContain('<p>Pay <a href="https://x">here</a></p>');
      expect(toBo?.data).toContain('Content-Type: text/plain');

      expect(await row(plain.id)).toMatchObject({ status: 'sent', sentAt: t0, attempts: 1, lastError: null });
      expect(await row(html.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await row(later.id)).toMatchObject({ status: 'pending', attempts: 0 });

      // Running again sends nothing twice; the later email goes when it is due.
      expect(await service.deliverPending(t0, silent)).toMatchObject({ sent: 0 });
      expect(await service.deliverPending(new Date(t0.getTime() + 60_000), silent)).toMatchObject({ sent: 1 });
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ana@example.test', 'bo@example.test', 'later@example.test']);
    } finally {
      service.close();
      await smtp.close();
    }
  });

  it('sends the Reply-To of a conversation email, and none for the others', async () => {
    const smtp = await startSmtpServer();
    const service = createEmailService({ repository: createEmailRepository(db), config: mailConfig(smtp.url) });
    try {
      await queue({ toAddress: 'guest@example.test', kind: 'message', replyTo: 'reply+b1o1-0123456789abcdef01234567@reply.example' });
      await queue({ toAddress: 'plain@example.test' });
      expect(await service.deliverPending(t0, silent)).toMatchObject({ sent: 2 });
      const toGuest = smtp.received.find((mail) => mail.to.includes('guest@example.test'));
      expect(toGuest?.data).toMatch(/^Reply-To: reply\+b1o1-0123456789abcdef01234567@reply\.example\r?$/m);
      expect(smtp.received.find((mail) => mail.to.includes('plain@example.test'))?.data).not.toMatch(/^Reply-To:/m);
    } finally {
      service.close();
      await smtp.close();
    }
  });

  it('sends each email once when two deliveries run at the same time', async () => {
    const smtp = await startSmtpServer();
    const one = createEmailService({ repository: createEmailRepository(db), config: mailConfig(smtp.url) });
    const two = createEmailService({ repository: createEmailRepository(db), config: mailConfig(smtp.url) });
    try {
      for (let i = 0; i < 12; i++) await queue({ toAddress: `guest${i}@example.test` });
      const [a, b] = await Promise.all([one.deliverPending(t0, silent), two.deliverPending(t0, silent)]);
      expect(a.sent + b.sent).toBe(12);
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(12);
    } finally {
      one.close();
      two.close();
      await smtp.close();
    }
  });

  it('retries with backoff when the SMTP server refuses, then marks the email failed', async () => {
    const smtp = await startSmtpServer({ reject: true });
    const { logger, messages } = recordingLogger();
    const service = createEmailService({ repository: createEmailRepository(db), config: mailConfig(smtp.url), maxAttempts: 3 });
    try {
      const email = await queue();
      let now = t0;
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect(await service.deliverPending(now, logger)).toEqual({ sent: 0, retried: 1, failed: 0, delivered: true });
        const retryAt = new Date(now.getTime() + deliveryRetryDelayMs(attempt));
        expect(await row(email.id)).toMatchObject({ status: 'pending', attempts: attempt, nextAttemptAt: retryAt });
        expect((await row(email.id))?.lastError).toContain('mailbox busy');
        // Not due before the backoff ends.
        expect(await service.deliverPending(new Date(retryAt.getTime() - 1), logger)).toMatchObject({ retried: 0 });
        now = retryAt;
      }
      expect(deliveryRetryDelayMs(1)).toBe(60_000);
      expect(deliveryRetryDelayMs(2)).toBe(120_000);
      expect(await service.deliverPending(now, logger)).toEqual({ sent: 0, retried: 0, failed: 1, delivered: true });
      expect(await row(email.id)).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(await service.deliverPending(new Date(now.getTime() + 86_400_000), logger)).toMatchObject({ failed: 0, retried: 0 });
      expect(messages).toEqual([
        'warn email delivery failed; will retry',
        'warn email delivery failed; will retry',
        'error email could not be delivered; no attempts left',
      ]);
      expect(smtp.received).toEqual([]);
    } finally {
      service.close();
      await smtp.close();
    }
  });

  it('retries when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    const service = createEmailService({ repository: createEmailRepository(db), config: mailConfig(url) });
    const email = await queue();
    expect(await service.deliverPending(t0, silent)).toMatchObject({ retried: 1 });
    expect(await row(email.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(email.id))?.lastError).toMatch(/ECONNREFUSED|connect/i);
    service.close();
  });
});

describe('email delivery without SMTP', () => {
  it('marks due emails sent without sending them, and says so once', async () => {
    const { logger, messages } = recordingLogger();
    const service = createEmailService({ repository: createEmailRepository(db), config: mailConfig(undefined) });
    const due = await queue();
    const later = await queue({ nextAttemptAt: new Date(t0.getTime() + 1000) });
    expect(service.smtpConfigured()).toBe(false);
    expect(await service.deliverPending(t0, logger)).toEqual({ sent: 1, retried: 0, failed: 0, delivered: false });
    expect(await row(due.id)).toMatchObject({ status: 'sent', sentAt: t0, attempts: 0 });
    expect(await row(later.id)).toMatchObject({ status: 'pending' });
    expect(await service.deliverPending(new Date(t0.getTime() + 1000), logger)).toMatchObject({ sent: 1 });
    expect(messages).toEqual(['info SMTP_URL is not set: emails do not leave this machine (read them in the development mailbox)']);
  });
});
