import { type AnyPgColumn, foreignKey, integer, jsonb, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders. Integer identities keep ids compatible with the spec's numeric ids
// (organization 66, brand ids in URLs); "by default" lets the seed choose deterministic ids.
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
// Optimistic concurrency for rows a host edits: a write names the version it read and bumps it;
// a write based on an older version is refused (409) instead of overwriting someone else's change.
export const version = () => integer().notNull().default(1);

// A host text's other languages (decision 0032): { de: { name: "…" }, pt: { name: "…" } }. The
// row's own columns are the English texts every language falls back to; a missing or empty text
// means "not translated yet".
export type TextTranslations<Field extends string> = Partial<Record<'de' | 'pt', Partial<Record<Field, string>>>>;
export const translations = <Field extends string>() => jsonb().$type<TextTranslations<Field>>().notNull().default({});

// Tenant rows (decision 0038): tables are ready to be distributed by organization (Citus), so the
// organization is part of every key. The id stays unique by its own sequence; the primary key is
// (id, organization_id): id first, so a lookup by id alone keeps its index.
export const tenantId = () => integer().notNull().generatedByDefaultAsIdentity();
export const tenantPrimaryKey = (t: { id: AnyPgColumn; organizationId: AnyPgColumn }) => primaryKey({ columns: [t.id, t.organizationId] });
// A link between two tenant rows names the organization on both sides, so it never crosses hosts
// and stays on one shard. A `set null` link is written in the migration as SET NULL (the link's
// own column): the organization column is never nulled.
export const tenantForeignKey = (organizationId: AnyPgColumn, column: AnyPgColumn, parent: { organizationId: AnyPgColumn; id: AnyPgColumn }) =>
  foreignKey({ columns: [organizationId, column], foreignColumns: [parent.organizationId, parent.id] });
