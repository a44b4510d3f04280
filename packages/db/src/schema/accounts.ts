import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';
import { organizations } from './tenancy.ts';

// Host accounts. The first five tables are better-auth's (user, session, account, verification,
// twoFactor), under our names; the JS keys are the field names better-auth reads and writes, so
// don't rename them. Ids are better-auth's random strings.

export const hostUsers = pgTable('host_users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  twoFactorEnabled: boolean().default(false),
  // The language of the emails we send them and of the console at first.
  language: text().notNull().default('en'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const hostSessions = pgTable(
  'host_sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
);

// Credentials: the password hash (better-auth's scrypt) lives here, provider "credential".
export const hostCredentials = pgTable(
  'host_credentials',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

// One-time values: email confirmation, magic links, password resets, second-factor challenges.
export const hostVerifications = pgTable(
  'host_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
);

export const hostTwoFactors = pgTable(
  'host_two_factors',
  {
    id: text().primaryKey(),
    // Encrypted by better-auth with the API's secret.
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

export const hostRole = pgEnum('host_role', ['owner', 'manager', 'front_desk', 'housekeeping', 'accountant']);

// Who belongs to which organization, with which role. One person, several organizations.
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
    role: hostRole().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.organizationId, t.userId), index().on(t.userId)],
);

// Invitations by email; only a hash of the emailed token is stored.
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: hostRole().notNull(),
    tokenHash: text().notNull(),
    invitedBy: text()
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.tokenHash, t.organizationId), index().on(t.organizationId)],
);

export const auditActorKind = pgEnum('audit_actor_kind', ['user', 'client', 'system']);

// Every host write: who, when, what, and the record before and after.
export const auditLog = pgTable(
  'audit_log',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorKind: auditActorKind().notNull(),
    actorId: text().notNull(),
    actorName: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), index().on(t.organizationId, t.createdAt), index().on(t.organizationId, t.entityType)],
);

// Sign-in throttling: failed attempts per key (an account's email, a client's address) in a window.
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  failures: integer().notNull().default(0),
  blockedUntil: timestamp({ withTimezone: true }),
});
