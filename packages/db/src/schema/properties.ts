import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt, version } from './columns.ts';
import { areas, cities } from './geo.ts';
import { images } from './media.ts';
import { brands, organizations } from './tenancy.ts';

export const properties = pgTable(
  'properties',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    defaultBrandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    slug: text().notNull(),
    propertyType: text().notNull().default('apartment'),
    summary: text(),
    description: text(),
    houseRules: text(),
    // What a guest needs on arrival (keys, door codes are sent separately). English; other
    // languages in property_texts.
    checkinInstructions: text(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    areaId: integer().references(() => areas.id),
    addressLine1: text().notNull(),
    addressLine2: text(),
    postalCode: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    // Currency the rates are stored in (minor units).
    currency: text().notNull().default('EUR'),
    checkInTime: time().notNull().default('15:00'),
    checkOutTime: time().notNull().default('11:00'),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    // Listed on the shared-listing domain (the spec's is_zeevou_direct).
    isDirect: boolean().notNull().default(true),
    allowForBookingEngine: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex().on(t.organizationId, t.slug),
    index().on(t.organizationId),
    index().on(t.cityId),
    index().on(t.defaultBrandId),
  ],
);

// A property's texts in languages other than English. The columns on properties are the English
// texts every language falls back to; a null column here means "not translated yet".
export const propertyTexts = pgTable(
  'property_texts',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    language: text().notNull(),
    name: text(),
    summary: text(),
    description: text(),
    houseRules: text(),
    checkinInstructions: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.language, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.organizationId),
    check('property_texts_not_english', sql`${t.language} <> 'en'`),
  ],
);

// Brands a property is published on (a host may run several brands).
export const propertyBrands = pgTable(
  'property_brands',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.brandId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.brandId),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    imageId: integer().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.imageId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.imageId, images).onDelete('cascade'),
  ],
);

export const amenities = pgTable('amenities', {
  id: id(),
  // Stable key; the label comes from the i18n catalogs (amenity.<code>).
  code: text().notNull().unique(),
  category: text().notNull().default('general'),
});

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    amenityId: integer()
      .notNull()
      .references(() => amenities.id),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.amenityId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.amenityId),
  ],
);

export const unitTypes = pgTable(
  'unit_types',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    name: text().notNull(),
    description: text(),
    maxAdults: smallint().notNull(),
    maxChildren: smallint().notNull().default(0),
    maxOccupancy: smallint().notNull(),
    // Guests included in the nightly price; the extra-guest fee applies above it.
    baseOccupancy: smallint().notNull(),
    bedrooms: smallint().notNull().default(1),
    bathrooms: smallint().notNull().default(1),
    beds: smallint().notNull().default(1),
    sizeM2: smallint(),
    petsAllowed: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.propertyId),
    index().on(t.organizationId),
    check(
      'unit_types_occupancy',
      sql`${t.baseOccupancy} >= 1 and ${t.baseOccupancy} <= ${t.maxOccupancy} and ${t.maxAdults} >= 1 and ${t.maxAdults} <= ${t.maxOccupancy}`,
    ),
  ],
);

export const units = pgTable(
  'units',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    unitTypeId: integer().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.unitTypeId, unitTypes).onDelete('cascade'),
    index().on(t.unitTypeId),
    index().on(t.propertyId),
  ],
);
