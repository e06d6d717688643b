import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type ChangeFeed, listenForChanges } from '../db/change-feed.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    changes: ChangeFeed;
    /** The time, in milliseconds: `Date.now` but in tests of time-bound codes, which fix it. */
    now(): number;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Makes the configuration, the database and its change feed reachable from every route; closes the
 * database last.
 */
export const contextPlugin = fp<{ config: Config; database: Database; clock?: () => number }>(
  async (app, { config, database, clock = Date.now }) => {
    const changes = await listenForChanges(database, (hearing, error) => {
      if (hearing) app.log.info('hearing database changes: caches are on');
      else app.log.warn({ err: error }, 'lost the connection that hears database changes: caches are off');
    });
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('changes', changes);
    app.decorate('now', clock);
    // A change made through this instance is forgotten here before its answer leaves, not a moment later when
    // the database's notification arrives: the next read sees it.
    app.addHook('onSend', async (request) => {
      if (request.account && !READS.has(request.method)) changes.announce();
    });
    app.addHook('onClose', async () => {
      await changes.stop();
      await database.close();
    });
  },
);
