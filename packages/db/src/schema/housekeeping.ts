import { date, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantForeignKey, tenantId, tenantPrimaryKey } from './columns.ts';
import { units } from './properties.ts';
import { organizations } from './tenancy.ts';

export const cleaningActorKind = pgEnum('cleaning_actor_kind', ['user', 'client']);

// A unit cleaned after a departure (or a turnover) on a day: what the housekeeping board and the
// Today page show as "Cleaned". One row per unit and day; marking again changes nothing.
export const unitCleanings = pgTable(
  'unit_cleanings',
  {
    id: tenantId(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    unitId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    cleanedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Who marked it (a name, for the board: "Cleaned by Hana at 11:40").
    actorKind: cleaningActorKind().notNull(),
    actorId: text().notNull(),
    actorName: text().notNull(),
  },
  (t) => [tenantPrimaryKey(t), tenantForeignKey(t.organizationId, t.unitId, units).onDelete('cascade'), uniqueIndex().on(t.unitId, t.day, t.organizationId)],
);
