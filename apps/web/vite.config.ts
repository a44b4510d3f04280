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
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
                // What the root route needs on every page (texts, translator, design system, error
                // page, page meta): left alone it is six small chunks, each compressed on its own and
                // each one more request; as one it is 1.4 KB (gzip) lighter on every first load.
                {
                  name: 'shell',
                  test: /(packages[\\/](ui|i18n)[\\/]src[\\/]|app[\\/]lib[\\/](i18n[\\/](page-texts|translation-context|detect-language|language-links|page-meta)|root-data|contact[\\/]form-state)\.tsx?$|app[\\/]components[\\/](error-page|contact-details|contact[\\/]honeypot)\.tsx$)/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
