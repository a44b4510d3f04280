import type { Database } from '@direct/db';
import { createCatalogCache } from '../../catalog-cache/catalog-cache.ts';
import type { Config } from '../../config.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { FileStorage } from '../storage/storage-ports.ts';
import { createContentsRepository } from './contents.repository.ts';
import { createContentsService } from './contents.service.ts';
import { createImagesRepository } from './images.repository.ts';
import { createImagesService } from './images.service.ts';
import { createPlacesRepository } from './places.repository.ts';
import { createPlacesService } from './places.service.ts';
import { createPropertiesRepository } from './properties.repository.ts';
import { createPropertiesService } from './properties.service.ts';
import { createPropertyDetailRepository } from './property-detail.repository.ts';
import { createPropertyDetailService } from './property-detail.service.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';
import { createSitemapRepository } from './sitemap.repository.ts';
import { createSitemapService } from './sitemap.service.ts';

export type CatalogServices = ReturnType<typeof createCatalogServices>;

// The public catalogue the guest website lists: properties, hosts, destinations, blog, routes,
// images, property pages, reviews and the sitemap.
export function createCatalogServices(options: { db: Database; config: Config; brandScope: BrandScopeService; storage: FileStorage; now: () => Date }) {
  const { db, config, brandScope, storage, now } = options;
  const properties = createPropertiesService({ repository: createPropertiesRepository(db), brandScope, now });
  return {
    db,
    // The answers of the cached routes and the clock their key's day comes from.
    cache: { cache: createCatalogCache(config.catalogCache), now },
    properties,
    places: createPlacesService({ repository: createPlacesRepository(db), brandScope }),
    contents: createContentsService({ repository: createContentsRepository(db), brandScope, now }),
    images: createImagesService({ repository: createImagesRepository(db), storage }),
    propertyDetail: createPropertyDetailService({ repository: createPropertyDetailRepository(db), properties, brandScope }),
    reviews: createReviewsService({ repository: createReviewsRepository(db), brandScope }),
    sitemap: createSitemapService({ repository: createSitemapRepository(db), brandScope, now }),
  };
}
