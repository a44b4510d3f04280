import { boolean, integer, pgTable, primaryKey, smallint, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, updatedAt, version } from './columns.ts';
import { properties } from './properties.ts';
import { brands, organizations } from './tenancy.ts';

// The guest emails a host lets run by themselves around a stay (decision 0013), the host's own
// wording of them, and the access details sent once online check-in is completed.

// A host's text for one automation kind in one language of one brand. No row: the catalog's
// default text. Bodies are plain text with {{variables}}; the branded layout makes the HTML.
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    // One of the automation kinds (@direct/contracts emailAutomationKinds).
    kind: text().notNull(),
    language: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex().on(t.organizationId, t.brandId, t.kind, t.language)],
);

// An organization's setting of one automation. No row: the kind's default (on, except
// booking_confirmed, whose receipt is sent anyway).
export const emailAutomations = pgTable(
  'email_automations',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    kind: text().notNull(),
    enabled: boolean().notNull(),
    // before_arrival: days before check-in; instalment_reminder: days before the due date.
    daysBefore: smallint(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

// One row per automation a host turned off for one property (the organization's setting rules the rest).
export const emailAutomationPropertyOffs = pgTable(
  'email_automation_property_offs',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.propertyId, t.kind] }),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.propertyId),
  ],
);

// How a guest gets in: sent only in the check-in-completed email, shown only to hosts.
export const propertyAccessDetails = pgTable(
  'property_access_details',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    doorCode: text().notNull().default(''),
    wifiName: text().notNull().default(''),
    wifiPassword: text().notNull().default(''),
    arrivalInstructions: text().notNull().default(''),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.propertyId] }), tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade')],
);
