import type { ApiInstance } from '../../http/api-instance.ts';
import type { CatalogServices } from './catalog.services.ts';
import { contentsRoutes } from './contents.routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { placesRoutes } from './places.routes.ts';
import { propertiesRoutes } from './properties.routes.ts';

export async function registerCatalogRoutes(app: ApiInstance, catalog: CatalogServices): Promise<void> {
  await app.register(propertiesRoutes, { properties: catalog.properties });
  await app.register(placesRoutes, { places: catalog.places });
  await app.register(contentsRoutes, { contents: catalog.contents });
  await app.register(imagesRoutes, { images: catalog.images });
}
