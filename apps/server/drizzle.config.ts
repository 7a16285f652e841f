import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns schema changes into SQL migrations (applied at start on PGlite and PostgreSQL).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
