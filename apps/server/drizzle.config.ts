import { defineConfig } from 'drizzle-kit';

// Run through `npm run db:generate` (scripts/drizzle-kit.mjs): a bare `npx drizzle-kit` does not find drizzle-orm.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
