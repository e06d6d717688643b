// Bundles the server, the contract and its pure-JavaScript dependencies into one ES module, so a start reads
// one file instead of resolving and compiling hundreds (about 15% of the start-up time).
import { build } from 'esbuild';

// Packages that load files of their own at run time (WebAssembly, native addons, static assets) stay in
// node_modules; pg-native is pg's optional native driver, which Radiant does not use.
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'sharp',
  // Loads its standard fonts' metrics through its package's own imports map (#standard-fonts/…).
  'pdfkit',
  'pg-native',
];

const source = (path) => new URL(`./src/${path}`, import.meta.url).pathname;

await build({
  // The thread that draws monthly reports' PDFs is a module of its own, which main.js starts from beside it.
  entryPoints: {
    main: source('main.ts'),
    'report-pdf-worker': source('modules/reports/report-pdf-worker.ts'),
  },
  outdir: new URL('./dist/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS packages call require(); an ES module has to make one.
  banner: {
    js: "import { createRequire as radiantCreateRequire } from 'node:module'; const require = radiantCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
