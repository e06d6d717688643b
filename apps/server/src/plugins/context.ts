import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Makes the configuration and the database reachable from every route; closes the database last. */
export const contextPlugin = fp<{ config: Config; database: Database }>(async (app, { config, database }) => {
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
});
