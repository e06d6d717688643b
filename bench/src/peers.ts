// The benchmarks' peers (Platformatic DB to compare with, Lighthouse to measure the console) are not part of
// `npm install`: they bring hundreds of packages that starting and testing Radiant never use. The suites that
// need them install them into bench/peers, from its own lock file, the first time they run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const peersDir = fileURLToPath(new URL('../peers/', import.meta.url));

/** Installs the peers when they are missing; later runs find them in place. */
function ensurePeers(): void {
  if (existsSync(join(peersDir, 'node_modules', '.package-lock.json'))) return;
  process.stdout.write('Installing the benchmark peers into bench/peers (once)…\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: peersDir,
    stdio: 'inherit',
  });
}

/** The path of a file of an installed peer, as `require.resolve` finds it from bench/peers. */
export function peerFile(specifier: string): string {
  ensurePeers();
  return createRequire(join(peersDir, 'package.json')).resolve(specifier);
}

/** A peer's module, imported from bench/peers. */
export async function importPeer<T>(specifier: string): Promise<T> {
  return (await import(pathToFileURL(peerFile(specifier)).href)) as T;
}
