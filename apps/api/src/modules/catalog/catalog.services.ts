import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import { createContentsRepository } from './contents.repository.ts';
import { createContentsService } from './contents.service.ts';
import { createImagesRepository } from './images.repository.ts';
import { createImagesService } from './images.service.ts';
import { createPlacesRepository } from './places.repository.ts';
import { createPlacesService } from './places.service.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { createPropertiesService } from './properties.service.ts';

export type CatalogServices = ReturnType<typeof createCatalogServices>;

// The public catalogue the guest website lists: properties, hosts, destinations, blog, routes, images.
export function createCatalogServices(options: { db: Database; config: Config; now: () => Date }) {
  const { db, config, now } = options;
  return {
    properties: createPropertiesService({ repository: createPropertiesRepository(db), now }),
    places: createPlacesService({ repository: createPlacesRepository(db) }),
    contents: createContentsService({ repository: createContentsRepository(db), now }),
    images: createImagesService({ repository: createImagesRepository(db), filesDir: config.filesDir }),
  };
}
