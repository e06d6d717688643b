import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source or shared chunk. */
type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The modules the browser loads to draw the login besides index.html's files, by source (each comes with its
 * static imports and CSS): the auth feature's strings (boot.ts draws the login without the console; the shell's
 * English strings are in the entry). Checked against what Chromium fetched (docs/benchmarks.md); a module renamed or moved
 * fails the measure rather than leaving it out.
 */
const LOGIN_MODULES = ['src/features/auth/locales/en.json'];

/**
 * What logging in adds (the console itself) until the dashboard's first screenful of widgets (key figures, alarms, damp risk, case
 * deadlines on a 1280 × 800 window) is drawn: the kept session's cipher, the shell, the dashboard, and those
 * widgets' parts from other features with their strings. Widgets further down load as they near the window.
 */
const DASHBOARD_MODULES = [
  'src/main.tsx',
  'src/lib/session-codec.ts',
  'src/app/routes/app-shell.tsx',
  'src/features/dashboard/routes/dashboard.tsx',
  'src/features/dashboard/locales/en.json',
  'src/features/alarms/components/record-alarms-panel.tsx',
  'src/features/alarms/locales/en.json',
  'src/features/analytics/damp/components/damp-risk-summary.tsx',
  'src/features/analytics/damp/locales/en.json',
  'src/features/cases/components/case-deadlines-summary.tsx',
  'src/features/cases/locales/en.json',
];

/**
 * Files (in dist/) with their gzip sizes, the largest first, and their sum. A chunk named by its hash alone
 * says what it holds in `source`: its module, or the bundler's name for what it shares.
 */
export type LoadedFiles = { files: { file: string; source?: string; bytes: number }[]; bytes: number };

/**
 * The files index.html loads (scripts, preloads, styles) and those of `modules`, with everything they import
 * statically, each once by dist/ path, with sources. The entry is read from index.html rather than from the
 * manifest, which does not name it once the entry's imports are grouped into one chunk.
 */
function filesOf(manifest: Manifest, html: string, modules: string[]): Map<string, string | undefined> {
  const files = new Map<string, string | undefined>();
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The console's build manifest has no module ${key}: update bench/src/bundle-size.ts.`);
    files.set(chunk.file, chunk.src ?? chunk.name);
    for (const css of chunk.css ?? []) files.set(css, undefined);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [, file = ''] of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    const key = keyOfFile.get(file);
    if (key) visit(key);
    else files.set(file, 'index.html');
  }
  for (const module of modules) visit(module);
  return files;
}

const gzipBytes = (distDir: URL, file: string) => gzipSync(readFileSync(new URL(file, distDir))).length;

/**
 * Gzip size of the JavaScript and CSS the browser fetches to draw the login, and to draw the dashboard after it
 * (both together): walked from the built console's manifest, so neither a browser nor a server is needed.
 */
export function firstLoadGzipBytes(distDir: URL): { login: LoadedFiles; loginAndDashboard: LoadedFiles } {
  const manifestUrl = new URL('.vite/manifest.json', distDir);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  } catch {
    throw new Error(`${manifestUrl.pathname} is missing: build the console first (npm run build).`);
  }
  const measure = (files: Map<string, string | undefined>): LoadedFiles => {
    const sized = [...files]
      .filter(([file]) => /\.(?:js|css)$/.test(file))
      .map(([file, source]) => ({ file, source, bytes: gzipBytes(distDir, file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { files: sized, bytes: sized.reduce((sum, { bytes }) => sum + bytes, 0) };
  };
  const html = readFileSync(new URL('index.html', distDir), 'utf8');
  const login = filesOf(manifest, html, LOGIN_MODULES);
  const loginAndDashboard = filesOf(manifest, html, [...LOGIN_MODULES, ...DASHBOARD_MODULES]);
  return { login: measure(login), loginAndDashboard: measure(loginAndDashboard) };
}
