import type { Database } from '@direct/db';
import { createHostPropertiesRepository } from './host-properties.repository.ts';
import { createHostPropertiesService } from './host-properties.service.ts';
import { createHostPropertyReadsRepository } from './host-property-reads.repository.ts';
import { createHostUnitsRepository } from './host-units.repository.ts';
import { createHostUnitsService } from './host-units.service.ts';

export type HostPropertiesServices = ReturnType<typeof createHostPropertiesServices>;

// A host's properties and their unit types and units, as the console edits them.
export function createHostPropertiesServices(options: { db: Database; now: () => Date }) {
  const { db, now } = options;
  const properties = createHostPropertiesService({ repository: createHostPropertiesRepository(db), reads: createHostPropertyReadsRepository(db), now });
  return { properties, units: createHostUnitsService({ repository: createHostUnitsRepository(db), properties, now }) };
}
