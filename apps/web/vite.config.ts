import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The workspace packages ship TypeScript sources; bundle them instead of leaving them external.
  ssr: { noExternal: [/^@direct\//] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router 8 is published as separate modules; left alone, the bundler spreads it
            // over three shared chunks that every page loads, each compressed on its own (+1.7 KB
            // gzip on every page, the property page over its 120 KB budget). One framework chunk
            // compresses as one (decision 0005).
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
