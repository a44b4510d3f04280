import type { Database } from '@direct/db';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { PropertiesService } from '../catalog/properties.service.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createSearchRepository } from './search.repository.ts';

// Stay pricing and search. Search result cards come from the catalogue's properties service.
export function createAvailabilityServices(options: { db: Database; catalog: PropertiesService; brandScope: BrandScopeService; now: () => Date }) {
  const { db, catalog, brandScope, now } = options;
  return createAvailabilityService({ repository: createAvailabilityRepository(db), search: createSearchRepository(db), catalog, brandScope, now });
}
