import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tenantPrimaryKey, version } from './columns.ts';
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

// What a picture is, in both tables that hold pictures (images, global_images): fresh column
// builders per table.
const pictureColumns = () => ({
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
});

// A host's public pictures: property photos, blog and destination pictures, the images a host
// picks for its profile. Tenant rows (decision 0038); private uploads live in documents.
export const images = pgTable(
  'images',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    storageKey: text().notNull(),
    ...pictureColumns(),
    // Hosts edit alt texts: optimistic concurrency like every row a host edits (migration 0011).
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), unique().on(t.storageKey, t.organizationId), index().on(t.organizationId)],
);

// Pictures that reference tables show (decision 0048): the platform's city pictures (no
// organization) and the logos of brands and organizations, which are read where the host is not
// known yet (a brand resolved by its domain, the list of hosts). A reference table, so cities,
// brands and organizations can point at it. Ids come from the images sequence, and a host's
// picture chosen as its organization's photo is copied here with its id and files: an id names
// one picture whichever table holds it, and GET /apis/image/{id} serves both.
export const globalImages = pgTable('global_images', {
  id: integer()
    .primaryKey()
    .default(sql`nextval('images_id_seq')`),
  // The host a logo belongs to; null for the platform's pictures.
  organizationId: integer().references(() => organizations.id),
  storageKey: text().notNull().unique(),
  ...pictureColumns(),
  createdAt: createdAt(),
});
