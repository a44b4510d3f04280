import type { ApiInstance } from '../../http/api-instance.ts';
import type { CatalogServices } from './catalog.services.ts';
import { contentsRoutes } from './contents.routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { placesRoutes } from './places.routes.ts';
import { propertiesRoutes } from './properties.routes.ts';
import { propertyDetailRoutes } from './property-detail.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { sitemapRoutes } from './sitemap.routes.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answered by this process is answered only once this process has heard the catalog
 * changes it committed, so whoever wrote reads its own write here on the next request (other
 * processes hear it a moment later, on their own). Registered before the routes, to reach them all.
 */
export function registerCatalogWriteBarrier(app: ApiInstance, catalog: CatalogServices): void {
  app.addHook('onSend', async (request) => {
    if (!readMethods.has(request.method)) await catalog.cache.cache.settle();
  });
}

export async function registerCatalogRoutes(app: ApiInstance, catalog: CatalogServices): Promise<void> {
  // Cached answers are kept only while this process hears the database's change notifications.
  if (catalog.cache.cache.enabledByConfig) {
    const listener = await catalog.cache.cache.listen(catalog.db);
    app.addHook('onClose', () => listener.close());
  }
  const cache = catalog.cache;
  await app.register(propertiesRoutes, { properties: catalog.properties, cache });
  await app.register(propertyDetailRoutes, { propertyDetail: catalog.propertyDetail, cache });
  await app.register(reviewsRoutes, { reviews: catalog.reviews });
  await app.register(placesRoutes, { places: catalog.places, cache });
  await app.register(contentsRoutes, { contents: catalog.contents, cache });
  await app.register(sitemapRoutes, { sitemap: catalog.sitemap });
  await app.register(imagesRoutes, { images: catalog.images });
}
