import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt, version } from './columns.ts';
import { organizations } from './tenancy.ts';

// What a host tells guests about themselves beyond organizations.name/description (which the
// public hosts list already shows): the bio in the other languages and the languages spoken.
// One row per organization, created on the first save; its version guards the whole profile.
export const hostProfiles = pgTable('host_profiles', {
  organizationId: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  // { de: "…", pt: "…" }; English is organizations.description.
  bioTranslations: jsonb().$type<Record<string, string>>().notNull().default({}),
  languagesSpoken: text().array().notNull().default([]),
  version: version(),
  updatedAt: updatedAt(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
