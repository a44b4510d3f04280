import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders. Integer identities keep ids compatible with the spec's numeric ids
// (organization 66, brand ids in URLs); "by default" lets the seed choose deterministic ids.
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
// Optimistic concurrency for rows a host edits: a write names the version it read and bumps it;
// a write based on an older version is refused (409) instead of overwriting someone else's change.
export const version = () => integer().notNull().default(1);
