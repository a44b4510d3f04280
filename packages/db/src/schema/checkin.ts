import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
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
export const checkinSettings = pgTable(
  'checkin_settings',
  {
    propertyId: integer().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    requiredSteps: checkinStep().array().notNull(),
    depositAmountMinor: integer().notNull().default(0),
    // Hours before arrival the hold is placed (24 = the day before).
    depositHoursBeforeArrival: smallint().notNull().default(24),
    depositReleaseDaysAfterCheckout: smallint().notNull().default(2),
    identityRetentionDays: smallint().notNull().default(30),
    agreementTemplateId: integer(),
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
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.agreementTemplateId, agreementTemplates).onDelete('set null'),
  ],
);

export const checkinStepStatus = pgEnum('checkin_step_status', ['pending', 'completed', 'skipped']);

export const bookingCheckinSteps = pgTable(
  'booking_checkin_steps',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    step: checkinStep().notNull(),
    status: checkinStepStatus().notNull().default('pending'),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    uniqueIndex().on(t.bookingId, t.step, t.organizationId),
  ],
);

export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), index().on(t.organizationId)],
);

// Published versions are immutable; a change is a new version.
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    templateId: integer().notNull(),
    version: smallint().notNull(),
    language: text().notNull().default('en'),
    // Text with {{placeholders}} filled from the booking.
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Who saved this version in the console (null: seeded or made before authors were kept).
    authorUserId: text(),
    authorName: text(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.templateId, agreementTemplates).onDelete('cascade'),
    uniqueIndex().on(t.templateId, t.version, t.language, t.organizationId),
  ],
);

// One-time codes that verify the signer's email before signing.
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    email: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'), index().on(t.bookingId)],
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
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    guestId: integer(),
    kind: documentKind().notNull(),
    storageKey: text().notNull(),
    // Detected from the content, never from the file name.
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    isEncrypted: boolean().notNull().default(false),
    retainUntil: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.guestId, guests).onDelete('set null'),
    uniqueIndex().on(t.storageKey, t.organizationId),
    index().on(t.bookingId),
    index().on(t.retainUntil),
  ],
);

export const signatureKind = pgEnum('signature_kind', ['typed', 'drawn', 'uploaded']);

export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    bookingId: integer().notNull(),
    // Null when the guest signed the built-in text (the property had no version in their language
    // nor in the brand's default one); agreementLanguage says which language was signed.
    agreementVersionId: integer(),
    agreementLanguage: text(),
    signerEmail: text().notNull(),
    signerName: text().notNull(),
    signatureKind: signatureKind().notNull(),
    typedSignature: text(),
    signatureDocumentId: integer(),
    pdfDocumentId: integer(),
    // The exact text that was signed, and a SHA-256 of text + signature + time + email.
    renderedBody: text().notNull(),
    contentHash: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.bookingId, bookings).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.agreementVersionId, agreementVersions),
    tenantForeignKey(t.organizationId, t.signatureDocumentId, documents),
    tenantForeignKey(t.organizationId, t.pdfDocumentId, documents),
    uniqueIndex().on(t.bookingId, t.agreementVersionId, t.organizationId),
  ],
);
