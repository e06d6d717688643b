import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverSuites = ['apps/server/test/**/*.test.ts'];
/**
 * Test files share a worker's modules instead of importing them afresh (20 ms to 2 s each, the whole server for a
 * server suite): no test mocks modules or leaves module state changed. Under load, an app's close once waited
 * 60 s on a connection its gateways had opened but not used; the server now ends those as it closes
 * (plugins/closing-connections.ts).
 */
const isolate = false;

export default defineConfig({
  test: {
    // The server's suites wait on PostgreSQL, PGlite's file loads and their own servers more than they compute:
    // a worker a core keeps both cores busy on a two-core machine (Vitest's default leaves one for itself).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The console's `@/` imports, as its Vite config resolves them.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/console/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
          isolate,
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
          isolate,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverSuites,
          env: { RADIANT_TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate,
        },
      },
    ],
  },
});
