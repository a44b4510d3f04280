// Small builders for integration tests: each creates the rows it needs with sensible defaults,
// accepts overrides, and returns the created rows. Unique fields get a per-process counter.
export type * from './factories/rows.ts';
export * from './factories/tenancy.ts';
export * from './factories/listings.ts';
export * from './factories/bookings.ts';
export { counterPer } from './factories/sequence.ts';
