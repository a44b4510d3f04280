import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantForeignKey, updatedAt, version } from './columns.ts';
import { cities } from './geo.ts';
import { images } from './media.ts';
import { brands, organizations } from './tenancy.ts';

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

// A brand's own words and picture for a destination (a platform city) its properties are in:
// the site's destination pages show them instead of the platform's. Texts per language
// ({ en: "…", de: "…" }); a language left out falls back to English, then to the city's own.
export const brandDestinations = pgTable(
  'brand_destinations',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    descriptions: jsonb().$type<Record<string, string>>().notNull().default({}),
    imageId: integer(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.cityId, t.organizationId] }),
    // SET NULL (image_id) in the migration: the organization column is never nulled (decision 0038).
    tenantForeignKey(t.organizationId, t.imageId, images).onDelete('set null'),
  ],
);
