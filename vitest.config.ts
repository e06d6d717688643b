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
          // Pure logic: test files share a worker's modules instead of importing them afresh (44 s → 9 s); none
          // mocks modules or leaves module state changed. The server's suites stay isolated: shared, one of them
          // (live gateways on PGlite) once hung in its closing hook.
          isolate: false,
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
