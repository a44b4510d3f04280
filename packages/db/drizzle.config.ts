import { defineConfig } from 'drizzle-kit';

// drizzle-kit writes SQL migrations from the schema; they are committed and run unchanged on
// PGlite and on PostgreSQL. Hand-written migrations (extensions, exclusion constraints) sit beside them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
