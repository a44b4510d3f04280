import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: it needs the host's session, kept in an HttpOnly cookie.
  ssr: true,
  // CONSOLE_BUILD_DIR lets a second build (e.g. a parallel test run) live beside the usual build/.
  buildDirectory: process.env.CONSOLE_BUILD_DIR ?? 'build',
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
