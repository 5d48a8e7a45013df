import { defineConfig } from 'drizzle-kit';

// Used by `npm run db:generate` (drizzle-kit generate) only; the server applies the generated SQL
// itself at start-up (src/db/migrate.ts), so no connection is configured here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
