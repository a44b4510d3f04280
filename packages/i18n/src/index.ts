export * from './languages.ts';
export { en, type Catalog } from './catalogs/en.ts';
export { de } from './catalogs/de.ts';
export { pt } from './catalogs/pt.ts';
export * from './resources.ts';
export * from './namespaces.ts';
