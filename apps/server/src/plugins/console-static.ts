import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { t } from '../messages/index.ts';
import { consoleDistDir } from '../paths.ts';
import { isApiPath } from './security.ts';

/** A console route, as opposed to a file: not under /assets and without an extension. */
const isConsoleRoute = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * Serves the built console, brotli or gzip compressed when the browser accepts it: hashed assets cached for a
 * year, index.html for every console route
 * (the console itself shows /404 for paths it does not know). Unknown API paths and missing files (an
 * old chunk after a deploy, say) answer a JSON 404 rather than a page in place of a script.
 */
export const consoleStaticPlugin = fp(async (app) => {
  const root = fileURLToPath(consoleDistDir);
  const built = existsSync(`${root}index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the larger files; a browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isFile = isRead && !isConsoleRoute(request.url);
    const isConsolePage = isRead && !isFile && !isApiPath(request.url) && !path?.startsWith('/docs');
    if (built && isConsolePage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new AppError(
      'NOT_FOUND',
      isFile
        ? t('noFile', { path: path ?? '' })
        : t('noEndpoint', { method: request.method, path: path ?? '' }),
    );
  });
});
