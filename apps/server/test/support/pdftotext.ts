import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as poppler's `pdftotext` reads it. Without `-layout` or `-raw` it runs its own bidi algorithm on
 * what is drawn, so right-to-left lines come back in logical (typed) order; the direction marks it wraps runs
 * in are taken out, and lines joined by spaces.
 */
export function pdfToText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-q', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');
}
