import type { Database } from '@direct/db';
import { createPropertiesRepository } from '../catalog/properties.repository.ts';
import { createPropertiesService } from '../catalog/properties.service.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createSearchRepository } from './search.repository.ts';

// Stay pricing and search. Search cards come from the catalogue's properties service (stateless,
// so an instance of its own here is the same as the catalogue's).
export function createAvailabilityServices(options: { db: Database; now: () => Date }) {
  const { db, now } = options;
  const catalog = createPropertiesService({ repository: createPropertiesRepository(db), now });
  return createAvailabilityService({ repository: createAvailabilityRepository(db), search: createSearchRepository(db), catalog, now });
}
