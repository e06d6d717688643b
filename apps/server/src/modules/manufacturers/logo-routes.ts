import { ZIdParam } from '@radiant/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { findLogo } from './repository.ts';

/**
 * Logos are public brand images (an <img> cannot send the token). Their URL carries the content's version,
 * so they are cached for good; nosniff and the global CSP come from the security plugin.
 */
export const manufacturerLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/radiators/manufacturers/:id/logo',
    { schema: { tags: ['Manufacturers'], params: ZIdParam } },
    async (request, reply) => {
      const logo = await findLogo(app.database.db, request.params.id);
      if (!logo) throw notFound('The logo');
      return reply
        .type(logo.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${logo.version}"`)
        .header('content-disposition', 'inline')
        .send(logo.data);
    },
  );
};
