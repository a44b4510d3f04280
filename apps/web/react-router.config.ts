import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: the brand is only known from the request's host name.
  ssr: true,
  // WEB_BUILD_DIR lets a second build (e.g. a parallel test run) live beside the usual build/.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Lazy route discovery (the default, pinned here): a page carries only the manifest entries of
  // its own routes, so new pages don't make every page's first load heavier. The build's size
  // report (scripts/route-sizes.mjs) counts exactly that.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
