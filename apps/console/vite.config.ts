import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The workspace packages ship TypeScript sources; bundle them instead of leaving them external.
  ssr: { noExternal: [/^@direct\//] },
});
