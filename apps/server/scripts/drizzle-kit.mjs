// Runs drizzle-kit so that it finds drizzle-orm. npm installs drizzle-orm in apps/server/node_modules rather than
// at the root beside drizzle-kit (one of drizzle-orm's optional peers, op-sqlite, wants a React that clashes with
// the console's), and drizzle-kit looks for it from its own folder: with require(), which NODE_PATH widens, and
// with import(), which drizzle-orm-resolve.mjs redirects.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const serverDir = fileURLToPath(new URL('..', import.meta.url));
const drizzleKitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const drizzleOrmParentDir = dirname(dirname(require.resolve('drizzle-orm')));
const registerResolveHook = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(
  new URL('./drizzle-orm-resolve.mjs', import.meta.url).href,
)})`;

/** Runs `drizzle-kit <args>` in apps/server; `options` go to spawnSync (stdio, timeout, …). */
export function drizzleKit(args, options = {}) {
  const nodePath = [drizzleOrmParentDir, process.env.NODE_PATH].filter(Boolean).join(delimiter);
  return spawnSync(process.execPath, ['--import', registerResolveHook, drizzleKitBin, ...args], {
    cwd: serverDir,
    encoding: 'utf8',
    ...options,
    env: { ...process.env, NODE_PATH: nodePath, ...options.env },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, error } = drizzleKit(process.argv.slice(2), { stdio: 'inherit' });
  if (error) throw error;
  process.exitCode = status ?? 1;
}
