import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: the brand is only known from the request's host name.
  ssr: true,
  future: {
    // Root middleware resolves the brand and the language once per request and hands them to
    // every loader through the router context.
    v8_middleware: true,
  },
} satisfies Config;
