import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, translations, version } from './columns.ts';
import { properties } from './properties.ts';
import { organizations } from './tenancy.ts';

export const addOnCalculation = pgEnum('add_on_calculation', [
  'fixed',
  'per_night',
  'per_guest',
  'per_guest_per_night',
  'percentage',
]);
// arrival_time / departure_time are the spec's paid early check-in and late check-out slots.
export const addOnKind = pgEnum('add_on_kind', ['extra', 'arrival_time', 'departure_time']);

export const addOns = pgTable(
  'add_ons',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    kind: addOnKind().notNull().default('extra'),
    // The spec's addonLabel.
    label: text().notNull(),
    description: text(),
    // label and description in the other languages (decision 0032).
    translations: translations<'label' | 'description'>(),
    calculation: addOnCalculation().notNull(),
    amountMinor: integer(),
    percent: numeric({ precision: 6, scale: 2 }),
    // Slot time for arrival_time / departure_time add-ons.
    slotTime: time(),
    maxQuantity: smallint().notNull().default(1),
    isActive: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.propertyId),
    check(
      'add_ons_amount_matches_calculation',
      sql`case when ${t.calculation} = 'percentage' then ${t.percent} is not null else ${t.amountMinor} is not null end`,
    ),
    check('add_ons_slot_time', sql`${t.kind} = 'extra' or ${t.slotTime} is not null`),
  ],
);

export const discountKind = pgEnum('discount_kind', ['percentage', 'fixed']);

// Automatic discounts (early bird, long stay). Never combined with a voucher.
export const promotions = pgTable(
  'promotions',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    // Null: every property of the organization.
    propertyId: integer(),
    name: text().notNull(),
    translations: translations<'name'>(),
    kind: discountKind().notNull(),
    percent: numeric({ precision: 6, scale: 2 }),
    amountMinor: integer(),
    minNights: smallint(),
    // Booked at least this many days before arrival.
    minDaysBeforeArrival: smallint(),
    stayFrom: date({ mode: 'string' }),
    stayUntil: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.organizationId),
    index().on(t.propertyId),
    check(
      'promotions_amount_matches_kind',
      sql`case when ${t.kind} = 'percentage' then ${t.percent} > 0 and ${t.percent} <= 100 else ${t.amountMinor} > 0 end`,
    ),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    code: text().notNull(),
    kind: discountKind().notNull(),
    percent: numeric({ precision: 6, scale: 2 }),
    amountMinor: integer(),
    currency: text(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    minNights: smallint(),
    isActive: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  // Codes are matched case-insensitively within a host.
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('vouchers_org_code_unique').on(t.organizationId, sql`lower(${t.code})`),
    // A fixed voucher is money, so it has a currency; a percentage is between 0 and 100.
    check(
      'vouchers_amount_matches_kind',
      sql`case when ${t.kind} = 'percentage' then ${t.percent} > 0 and ${t.percent} <= 100 else ${t.amountMinor} > 0 and ${t.currency} is not null end`,
    ),
  ],
);

// Property scope of a voucher; no rows means every property of the organization.
export const voucherProperties = pgTable(
  'voucher_properties',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    voucherId: integer().notNull(),
    propertyId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.propertyId, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.voucherId, vouchers).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
  ],
);
