import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverSuites = ['apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        // The console's `@/` imports, as its Vite config resolves them.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/console/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverSuites,
          // What only a database server in a process of its own can show (a kill -9 of Radiant).
          exclude: ['apps/server/test/**/*.postgres.test.ts'],
          env: { RADIANT_TEST_DATABASE: 'pglite' },
          globalSetup: ['apps/server/test/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverSuites,
          env: { RADIANT_TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
