import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { bookings, guests } from './bookings.ts';
import { depositFallback } from './payments.ts';
import { properties } from './properties.ts';
import { organizations } from './tenancy.ts';

export const checkinStep = pgEnum('checkin_step', [
  'general_info',
  'guest_info',
  'terms',
  'identity',
  'payment',
  'security_deposit',
]);

// The host decides per property which online check-in steps a guest must complete.
export const checkinSettings = pgTable('checkin_settings', {
  propertyId: integer()
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  organizationId: integer()
    .notNull()
    .references(() => organizations.id),
  requiredSteps: checkinStep().array().notNull(),
  depositAmountMinor: integer().notNull().default(0),
  // Hours before arrival the hold is placed (24 = the day before).
  depositHoursBeforeArrival: smallint().notNull().default(24),
  depositReleaseDaysAfterCheckout: smallint().notNull().default(2),
  identityRetentionDays: smallint().notNull().default(30),
  agreementTemplateId: integer().references((): AnyPgColumn => agreementTemplates.id, { onDelete: 'set null' }),
  // What the deposit job does when a card hold would lapse before the release (new deposits copy it).
  depositFallback: depositFallback().notNull().default('reauthorize'),
  // The arrival window the guest chooses from (null: any time from the check-in time, as before),
  // in slots of arrivalSlotMinutes, and the latest free departure (null: the check-out time).
  arrivalEarliest: time(),
  arrivalLatest: time(),
  arrivalSlotMinutes: smallint(),
  departureLatest: time(),
  // Whether guests may move their own dates from "My booking" (re-quoted, applied at once when
  // free); off: a guest's request becomes a message to the host.
  guestDateChanges: boolean().notNull().default(false),
});

export const checkinStepStatus = pgEnum('checkin_step_status', ['pending', 'completed', 'skipped']);

export const bookingCheckinSteps = pgTable(
  'booking_checkin_steps',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    step: checkinStep().notNull(),
    status: checkinStepStatus().notNull().default('pending'),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.bookingId, t.step)],
);

export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);

// Published versions are immutable; a change is a new version.
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    templateId: integer()
      .notNull()
      .references(() => agreementTemplates.id, { onDelete: 'cascade' }),
    version: smallint().notNull(),
    language: text().notNull().default('en'),
    // Text with {{placeholders}} filled from the booking.
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Who saved this version in the console (null: seeded or made before authors were kept).
    authorUserId: text(),
    authorName: text(),
  },
  (t) => [uniqueIndex().on(t.templateId, t.version, t.language)],
);

// One-time codes that verify the signer's email before signing.
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId)],
);

export const documentKind = pgEnum('document_kind', [
  'id_document',
  'selfie',
  'signature',
  'agreement_pdf',
  'other',
]);

// Private files. ID documents are encrypted at rest and deleted after retain_until.
export const documents = pgTable(
  'documents',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    kind: documentKind().notNull(),
    storageKey: text().notNull().unique(),
    // Detected from the content, never from the file name.
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    isEncrypted: boolean().notNull().default(false),
    retainUntil: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId), index().on(t.retainUntil)],
);

export const signatureKind = pgEnum('signature_kind', ['typed', 'drawn', 'uploaded']);

export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // Null when the guest signed the built-in text (the property had no version in their language
    // nor in the brand's default one); agreementLanguage says which language was signed.
    agreementVersionId: integer().references(() => agreementVersions.id),
    agreementLanguage: text(),
    signerEmail: text().notNull(),
    signerName: text().notNull(),
    signatureKind: signatureKind().notNull(),
    typedSignature: text(),
    signatureDocumentId: integer().references(() => documents.id),
    pdfDocumentId: integer().references(() => documents.id),
    // The exact text that was signed, and a SHA-256 of text + signature + time + email.
    renderedBody: text().notNull(),
    contentHash: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.bookingId, t.agreementVersionId)],
);
