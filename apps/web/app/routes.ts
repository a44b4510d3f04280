import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('apis/image/:imageId/:fileName', 'routes/image-proxy.ts'),
  // Every page also answers under a language prefix (/de/…, /pt/…): the path is one of the
  // specification's language sources. Unknown prefixes are 404s (see language-scope.tsx).
  route(':lng?', 'routes/language-scope.tsx', [
    index('routes/home.tsx'),
    route('explore', 'routes/explore.tsx'),
    route('destinations', 'routes/destinations.tsx'),
    route('hosts', 'routes/hosts.tsx'),
    route('blog', 'routes/blog.tsx'),
    // Posts live at their SEO route (completeRoute, e.g. /blog/<slug>), resolved by the API.
    route('blog/*', 'routes/blog-post.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
