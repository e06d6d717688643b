import { envelope } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses, success } from '../../http/envelope.ts';

/** 200 once the database answers; the server only listens after migrating, so that means migrated too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Operations'],
        response: {
          200: envelope(z.object({ database: z.enum(['pglite', 'postgres']) })),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable right now.');
      }
      return success('HEALTHY', 'Radiant is up and its database answers.', { database: app.database.kind });
    },
  );
};
