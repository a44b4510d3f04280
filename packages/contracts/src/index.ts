export * from './errors.ts';
export * from './auth.ts';
export * from './brands.ts';
export * from './health.ts';
export * from './catalog-query.ts';
export * from './catalog-properties.ts';
export * from './catalog-places.ts';
export * from './catalog-contents.ts';
