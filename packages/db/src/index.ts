export * from './client.ts';
export * from './raw-query.ts';
export * from './sql-state.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './audit.ts';
export * from './listing-changes.ts';
export * from './booking-events.ts';
export * from './webhook-events.ts';
