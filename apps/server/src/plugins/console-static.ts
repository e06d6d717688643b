import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { consoleDistDir } from '../paths.ts';
import { isApiPath } from './security.ts';

/**
 * Serves the built console: hashed assets cached for a year, index.html for every console route
 * (the console itself shows /404 for paths it does not know); unknown API paths answer a JSON 404.
 */
export const consoleStaticPlugin = fp(async (app) => {
  const root = fileURLToPath(consoleDistDir);
  const built = existsSync(`${root}index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (built && isPage && !isApiPath(request.url) && !request.url.startsWith('/docs')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError(
      'NOT_FOUND',
      `There is no endpoint at ${request.method} ${request.url.split('?')[0]}.`,
    );
  });
});
