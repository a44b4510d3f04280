// What other modules may use of the brand scope: which properties a brand shows, as types, as a
// filter and as the SQL condition every catalogue, search, contact and autocomplete query applies.
// The service itself is wired in services.ts and reaches other modules as `BrandScopeService`.
export type { BrandContext, BrandContextOptions, BrandScopeService } from './brand-scope.service.ts';
export { scopeConditions, scopeOf, type BrandRecord, type BrandScope } from './brand-scope.ts';
export { isScoped, listingFilterOf, type ListingFilter } from './listing-filter.ts';
export { listingConditions } from './listing-sql.ts';
