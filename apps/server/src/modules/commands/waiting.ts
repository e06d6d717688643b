import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf } from '../../db/queries.ts';
import { COMMAND_CHANNEL } from './repository.ts';

/**
 * Gateways waiting on this instance for their home's changes (a long poll), woken by the notification each
 * new command sends once committed, on whichever instance it was made. Listens only while someone waits.
 */
function gatewayWaits(app: FastifyInstance) {
  const waiting = new Map<number, Set<() => void>>();
  let stopListening: Promise<() => Promise<void>> | undefined;

  const wake = (homeId: number) => {
    for (const waker of waiting.get(homeId) ?? []) waker();
  };
  const hear = async (payload: string) => {
    const homes = [...waiting.keys()];
    if (homes.length === 0) return;
    try {
      const rows = await rowsOf<{ home_id: number }>(
        app.database.db,
        sql`SELECT DISTINCT home_id FROM command_radiators
          WHERE command_id = ${Number(payload)} AND home_id = ANY(${`{${homes.join(',')}}`}::int[])`,
      );
      for (const row of rows) wake(row.home_id);
    } catch (error) {
      // Those waiting look again when their wait ends.
      app.log.warn({ err: error }, 'could not tell which waiting gateways a new command reaches');
    }
  };
  const listen = () =>
    app.database.listen(
      COMMAND_CHANNEL,
      (payload) => void hear(payload),
      // Whatever was announced while deaf: everyone looks again.
      (hearing) => {
        if (hearing) for (const homeId of waiting.keys()) wake(homeId);
      },
    );

  app.addHook('onClose', async () => {
    for (const homeId of waiting.keys()) wake(homeId);
    if (stopListening) await (await stopListening)();
  });

  return {
    /** Whether a gateway of the home waits on this instance now. */
    isWaiting: (homeId: number) => waiting.has(homeId),
    /**
     * Starts waiting for a change for `homeId`: `woken` resolves when one may have come, after `ms`, or when
     * `signal` aborts (the gateway hung up), whichever is first.
     */
    async wait(homeId: number, ms: number, signal: AbortSignal) {
      stopListening ??= listen();
      await stopListening;
      let done: () => void = () => {};
      const woken = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), ms);
        done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          const wakers = waiting.get(homeId);
          wakers?.delete(done);
          if (wakers?.size === 0) waiting.delete(homeId);
          resolve();
        };
        signal.addEventListener('abort', done);
        const wakers = waiting.get(homeId) ?? new Set();
        wakers.add(done);
        waiting.set(homeId, wakers);
        if (signal.aborted) done();
      });
      return { woken, cancel: () => done() };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayWaits: ReturnType<typeof gatewayWaits>;
  }
}

export const gatewayWaitsPlugin = fp(async (app) => {
  app.decorate('gatewayWaits', gatewayWaits(app));
});
