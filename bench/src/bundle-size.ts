import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Gzip size of what the console's index.html loads before anything lazy: scripts, preloads, styles. */
export function initialBundleGzipBytes(distDir: URL): { files: string[]; bytes: number } {
  const html = readFileSync(new URL('index.html', distDir), 'utf8');
  const references = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  const files = [...new Set(references)];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, distDir))).length, 0);
  return { files, bytes };
}
