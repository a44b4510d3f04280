export * from './test-database.ts';
export * from './factories.ts';
export * from '../sql-state.ts';
export * from './svg-problems.ts';
export * from './seeded-test-database.ts';
