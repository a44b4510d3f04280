import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns.ts';
import { organizations } from './tenancy.ts';

// One processed rendition of an uploaded photo (sharp: AVIF, WebP, JPEG at several widths);
// storageKey is relative to the storage's images/ prefix, like images.storage_key.
export type ImageVariant = {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  storageKey: string;
  sizeBytes: number;
};

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
    // English alt text; other languages in altTranslations ({ de: "…", pt: "…" }).
    alt: text().notNull().default(''),
    altTranslations: jsonb().$type<Record<string, string>>().notNull().default({}),
    // The uploaded file as received, kept so renditions can be made again (null for seeded SVGs).
    // A full storage key under originals/, which nothing serves (it may carry the camera's GPS).
    originalKey: text(),
    // Renditions made from the original; empty for images served as they are (SVG drawings).
    variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    // Hosts edit alt texts: optimistic concurrency like every row a host edits (migration 0011).
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);
