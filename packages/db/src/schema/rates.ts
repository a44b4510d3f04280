import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantForeignKey, tenantId, tenantPrimaryKey, translations, version } from './columns.ts';
import { properties, unitTypes } from './properties.ts';
import { organizations } from './tenancy.ts';

export const cancellationKind = pgEnum('cancellation_kind', ['flexible', 'moderate', 'strict', 'non_refundable']);

export type CancellationRule = {
  // Cancelling at least this many days before arrival refunds refundPercent of the total.
  daysBeforeArrival: number;
  refundPercent: number;
};

export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    name: text().notNull(),
    kind: cancellationKind().notNull(),
    // Ordered from the furthest to the nearest deadline.
    rules: jsonb().$type<CancellationRule[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), index().on(t.organizationId)],
);

export const mealPlan = pgEnum('meal_plan', ['room_only', 'breakfast', 'half_board', 'full_board']);

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    name: text().notNull(),
    description: text(),
    // name and description in the other languages (decision 0032).
    translations: translations<'name' | 'description'>(),
    cancellationPolicyId: integer().notNull(),
    mealPlan: mealPlan().notNull().default('room_only'),
    // A derived plan takes its parent's prices and restrictions, adjusted by this percentage
    // (negative = cheaper), unless it has rows of its own in daily_rates.
    parentRatePlanId: integer(),
    derivedPercent: numeric({ precision: 6, scale: 2 }),
    allowForBookingEngine: boolean().notNull().default(true),
    // Payment schedule: this share of the total is due at booking, the rest
    // balanceDueDaysBeforeArrival days before check-in (all at once when arrival is sooner).
    prepaymentPercent: smallint().notNull().default(100),
    balanceDueDaysBeforeArrival: smallint().notNull().default(30),
    isActive: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.cancellationPolicyId, cancellationPolicies),
    tenantForeignKey(t.organizationId, t.parentRatePlanId, t).onDelete('cascade'),
    check('rate_plans_prepayment_percent', sql`${t.prepaymentPercent} between 1 and 100`),
    index().on(t.propertyId),
    index().on(t.organizationId),
    check('rate_plans_derived_has_percent', sql`(${t.parentRatePlanId} is null) = (${t.derivedPercent} is null)`),
  ],
);

// Price and restrictions per unit type, rate plan and night, as channel managers store them.
// Pages are filled to 80 % (migration 0012) so bulk updates stay in place (HOT).
export const dailyRates = pgTable(
  'daily_rates',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitTypeId: integer().notNull(),
    ratePlanId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    priceMinor: integer().notNull(),
    minStay: smallint().notNull().default(1),
    maxStay: smallint(),
    closedToArrival: boolean().notNull().default(false),
    closedToDeparture: boolean().notNull().default(false),
    stopSell: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.unitTypeId, t.ratePlanId, t.date, t.organizationId] }),
    tenantForeignKey(t.organizationId, t.unitTypeId, unitTypes).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.ratePlanId, ratePlans).onDelete('cascade'),
    index().on(t.date, t.unitTypeId),
    // No index on rate_plan_id alone: migration 0004's (rate_plan_id, date) serves every lookup by
    // plan (and the cascade from rate_plans); the planner picked the single-column one and read a
    // plan's 18 months to keep 30 nights, and it cost 7 % of the table's index size (decision 0039).
    // Migration 0012: a stay length a guest can book.
    check('daily_rates_stay_lengths', sql`${t.minStay} >= 1 and (${t.maxStay} is null or ${t.maxStay} >= ${t.minStay})`),
  ],
);

export const feeKind = pgEnum('fee_kind', ['cleaning', 'extra_guest', 'pet', 'linen', 'service', 'other']);
export const feeCalculation = pgEnum('fee_calculation', [
  'per_stay',
  'per_night',
  'per_guest',
  'per_guest_per_night',
  'per_pet',
  'per_pet_per_night',
]);

export const fees = pgTable(
  'fees',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    // Null: applies to every unit type of the property.
    unitTypeId: integer(),
    kind: feeKind().notNull(),
    name: text().notNull(),
    translations: translations<'name'>(),
    calculation: feeCalculation().notNull(),
    amountMinor: integer().notNull(),
    isMandatory: boolean().notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    tenantForeignKey(t.organizationId, t.unitTypeId, unitTypes).onDelete('cascade'),
    index().on(t.propertyId),
    check('fees_amount_non_negative', sql`${t.amountMinor} >= 0`),
  ],
);

export const taxKind = pgEnum('tax_kind', ['percentage', 'per_person_per_night', 'per_night', 'per_stay']);

export const taxes = pgTable(
  'taxes',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    propertyId: integer().notNull(),
    name: text().notNull(),
    kind: taxKind().notNull(),
    // Percentage kinds use percent; amount kinds use amountMinor.
    percent: numeric({ precision: 6, scale: 3 }),
    amountMinor: integer(),
    // Whether the percentage applies to fees as well as the nightly total.
    includesFees: boolean().notNull().default(false),
    appliesToChildren: boolean().notNull().default(false),
    // Tourist taxes are often capped at a number of nights (e.g. Lisbon: 7).
    maxNights: smallint(),
    // Guests younger than this pay no tourist tax (e.g. Lisbon: under 13). Null: no age exemption.
    exemptUnderAge: smallint(),
    // The name in other languages (decision 0032); English is `name`.
    translations: translations<'name'>(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(t.organizationId, t.propertyId, properties).onDelete('cascade'),
    index().on(t.propertyId),
    check('taxes_amount_matches_kind', sql`case when ${t.kind} = 'percentage' then ${t.percent} is not null else ${t.amountMinor} is not null end`),
  ],
);

// Property search keeps facts derived from rates in memory (apps/api search-facts.ts). A write
// that changes them stamps its organization with the next generation in its own transaction
// (markListingChanged), so every API process reloads that organization's facts on its next
// search. Migration 0012.
export const listingChanges = pgTable(
  'listing_changes',
  {
    organizationId: integer()
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    generation: bigint({ mode: 'number' }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.generation)],
);

// The hosts whose listing rows (properties, brand links, amenities, unit types, units, the host
// itself) a running transaction has written, noted by migration 0034's statement triggers. A
// deferred trigger stamps them in listing_changes when the transaction commits and deletes its
// rows here: the advisory lock that orders generations is then taken as the last statement, as
// markListingChanged asks, and no write path can forget the stamp. Empty between transactions.
export const listingChangesPending = pgTable(
  'listing_changes_pending',
  {
    organizationId: integer().notNull(),
    transactionId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.transactionId] })],
);
