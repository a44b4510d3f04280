// The property page's data as its components receive it. Declared beside the loader's server
// module (not the route module) so components never import the route.
import type { propertyPageData } from './property-page-data.server.ts';

export type PropertyLoaderData = Awaited<ReturnType<typeof propertyPageData>>;
