import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:8080';
const proxiedPaths = ['/v1', '/v2', '/healthz', '/openapi.json', '/docs'];

/**
 * The contract's modules only declare schemas and constants. Marking them side-effect free lets a module
 * import a constant (SESSION_LIFETIME_MS) without every schema of its file. zod itself is in the first load:
 * every API call names its operation, which carries its schemas (docs/benchmarks.md, the console's first load).
 */
const contractWithoutSideEffects: Plugin = {
  name: 'radiant-contract-without-side-effects',
  transform(_code, id) {
    return id.includes('/packages/contract/src/') ? { moduleSideEffects: false } : null;
  },
};

export default defineConfig({
  plugins: [
    react(),
    contractWithoutSideEffects,
    // Brotli and gzip copies beside each file, made once at build time: the server sends the one a browser
    // accepts instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_SERVER, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: each chunk's source, imports and CSS, from which the size budget walks what a
    // screen loads.
    manifest: true,
    // The server's CSP allows fonts and images from 'self' only, so nothing is inlined as a data: URL.
    assetsInlineLimit: 0,
    // Every browser the console supports preloads modules itself; the polyfill only weighed on the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry lists every chunk it may preload by file name: names of a hash alone keep that list short
        // (about 1 KB gzip of the first load).
        chunkFileNames: 'assets/[hash].js',
        // What the entry imports statically all loads at once anyway: in one chunk rather than some thirty
        // it is 14-16 KB less gzip, as small files compress worse apart. The entry joins that chunk too, which is
        // why it must not await at its top level anything a lazy chunk brings (see main.tsx).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
    // That chunk (React, the router, Mantine's core, i18next, zod) is over Vite's 500 kB warning by design.
    chunkSizeWarningLimit: 700,
  },
});
