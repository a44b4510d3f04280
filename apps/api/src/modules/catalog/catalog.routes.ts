import type { ApiInstance } from '../../http/api-instance.ts';
import type { CatalogServices } from './catalog.services.ts';
import { contentsRoutes } from './contents.routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { placesRoutes } from './places.routes.ts';
import { propertiesRoutes } from './properties.routes.ts';
import { propertyDetailRoutes } from './property-detail.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { sitemapRoutes } from './sitemap.routes.ts';

export async function registerCatalogRoutes(app: ApiInstance, catalog: CatalogServices): Promise<void> {
  await app.register(propertiesRoutes, { properties: catalog.properties });
  await app.register(propertyDetailRoutes, { propertyDetail: catalog.propertyDetail });
  await app.register(reviewsRoutes, { reviews: catalog.reviews });
  await app.register(placesRoutes, { places: catalog.places });
  await app.register(contentsRoutes, { contents: catalog.contents });
  await app.register(sitemapRoutes, { sitemap: catalog.sitemap });
  await app.register(imagesRoutes, { images: catalog.images });
}
