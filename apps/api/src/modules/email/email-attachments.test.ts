import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailOutbox, type Database } from '@direct/db';
import { createBookableProperty, createBooking, openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsRepository } from '../documents/documents.repository.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createDocumentsService, type DocumentsService } from '../documents/documents.service.ts';
import { sampleFiles } from '../../testing/document-files.ts';
import { createEmailRepository } from './email.repository.ts';
import { createEmailService } from './email.service.ts';
import { createMailboxRepository } from './mailbox.repository.ts';
import { createMailboxService } from './mailbox.service.ts';

// Outbox attachments ({filename, documentId}) are private documents, decrypted at delivery time
// and sent through real SMTP (a local smtp-server keeps what it receives).

let database: TestDatabase;
let db: Database;
let filesDir: string;
let documents: DocumentsService;
let booking: { id: number; organizationId: number; brandId: number };
const received: string[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  filesDir = await mkdtemp(join(tmpdir(), 'email-attachments-'));
  documents = createDocumentsService({ repository: createDocumentsRepository(db), storage: createLocalStorage({ root: filesDir }), encryptionKey: new Uint8Array(32).fill(9) });
  const listing = await createBookableProperty(db, { from: '2026-05-01', to: '2026-05-10' });
  booking = (
    await createBooking(db, { brand: listing.brand, property: listing.property, unitType: listing.unitType, unit: listing.units[0]!, ratePlan: listing.ratePlan, checkIn: '2026-05-01', checkOut: '2026-05-04' })
  ).booking;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const t0 = new Date('2026-03-10T12:00:00Z');

describe('email attachments', () => {
  it('sends the decrypted document as a MIME attachment with its file name and type', async () => {
    const pdf = sampleFiles.pdf();
    const stored = await documents.store({
      organizationId: booking.organizationId,
      bookingId: booking.id,
      kind: 'agreement_pdf',
      bytes: pdf,
      allowedTypes: ['application/pdf'],
      maxBytes: 1024 * 1024,
      field: 'file',
      encrypt: true,
      retainUntil: null,
    });
    const [row] = await db
      .insert(emailOutbox)
      .values({
        organizationId: booking.organizationId,
        brandId: booking.brandId,
        toAddress: 'ana@example.test',
        fromAddress: 'hello@lisbon-stays.example',
        subject: 'Your signed rental agreement',
        textBody: 'The signed agreement is attached.',
        attachments: [{ filename: 'rental-agreement.pdf', documentId: stored.id }],
        nextAttemptAt: t0,
      })
      .returning();
    const service = createEmailService({ repository: createEmailRepository(db), config: { mail: { smtpUrl, from: 'b@direct.example', devMailbox: true } }, documents });
    try {
      expect(await service.deliverPending(t0)).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    } finally {
      service.close();
    }
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toMatch(/Content-Type: application\/pdf; name=rental-agreement\.pdf/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=rental-agreement\.pdf/);
    const base64 = /filename=rental-agreement\.pdf\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(message)?.[1];
    expect(Buffer.from(base64!.replace(/\r\n/g, ''), 'base64').equals(Buffer.from(pdf))).toBe(true);
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]?.status).toBe('sent');
    // The development mailbox names the attachment, without its contents.
    const mailbox = createMailboxService({ repository: createMailboxRepository(db) });
    expect((await mailbox.get(booking.brandId, row!.id)).attachments).toEqual(['rental-agreement.pdf']);
  });

  it('does not send an email whose attachment is gone: the attempt fails and is retried', async () => {
    received.length = 0;
    const [row] = await db
      .insert(emailOutbox)
      .values({
        organizationId: booking.organizationId,
        toAddress: 'ana@example.test',
        fromAddress: 'hello@lisbon-stays.example',
        subject: 'Missing attachment',
        textBody: 'x',
        attachments: [{ filename: 'gone.pdf', documentId: 987_654 }],
        nextAttemptAt: t0,
      })
      .returning();
    const service = createEmailService({ repository: createEmailRepository(db), config: { mail: { smtpUrl, from: 'b@direct.example', devMailbox: true } }, documents });
    try {
      expect(await service.deliverPending(t0)).toMatchObject({ sent: 0, retried: 1 });
    } finally {
      service.close();
    }
    expect(received).toEqual([]);
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'pending' });
    expect(after?.lastError).toMatch(/gone\.pdf/);
  });
});
