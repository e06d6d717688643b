import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Either name, quoted or not: one pass of one expression (String#includes of each took twice as long). */
const EITHER_KEY = /__proto__|constructor/;

/**
 * Fastify's JSON parser, but for bodies that cannot hold a `__proto__` or `constructor` key (neither name, no
 * escape, no byte order mark): those are parsed by JSON.parse alone. Fastify's parser tests two regular
 * expressions over every body for those keys: 0.07 µs a reading of a batch of one object per reading, a fifth
 * of JSON.parse itself, where this check takes 0.03. Anything else, and any body JSON.parse refuses, still goes
 * through Fastify's parser.
 */
export function jsonParser(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const standard = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  return (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => {
    if (body.length > 0 && body.charCodeAt(0) !== 0xfeff && !body.includes('\\') && !EITHER_KEY.test(body)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        standard(request, body, done);
        return;
      }
      done(null, parsed);
      return;
    }
    standard(request, body, done);
  };
}
