import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { organizations } from './tenancy.ts';

// Public images (properties, cities, blog, logos). Private uploads live in documents.
export const images = pgTable(
  'images',
  {
    id: id(),
    // Null for platform-owned images (cities).
    organizationId: integer().references(() => organizations.id),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sizeBytes: integer().notNull(),
    alt: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);
