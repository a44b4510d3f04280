import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: the brand is only known from the request's host name.
  ssr: true,
  // WEB_BUILD_DIR lets a second build (e.g. a parallel test run) live beside the usual build/.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  future: {
    // Root middleware resolves the brand and the language once per request and hands them to
    // every loader through the router context.
    v8_middleware: true,
  },
} satisfies Config;
