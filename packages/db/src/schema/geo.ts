import { type AnyPgColumn, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, translations } from './columns.ts';
import { globalImages } from './media.ts';

export const countries = pgTable('countries', {
  id: id(),
  // ISO 3166-1 alpha-2.
  code: text().notNull().unique(),
  name: text().notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    // The city's name in German and Portuguese (Lissabon, Lisboa); English is `name`.
    translations: translations<'name'>(),
    slug: text().notNull(),
    description: text(),
    imageId: integer().references((): AnyPgColumn => globalImages.id, { onDelete: 'set null' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    timezone: text().notNull().default('UTC'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.countryId, t.slug)],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
    translations: translations<'name'>(),
    slug: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.cityId, t.slug), index().on(t.cityId)],
);
