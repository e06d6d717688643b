import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { type ClaimedDelivery, claimDueDeliveries, WEBHOOK_CHANNEL } from './deliveries-repository.ts';
import { attemptDelivery, RETRY_WAITS_MS } from './delivery.ts';

interface DispatcherOptions {
  database: Database;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  retryWaitsMs?: readonly number[];
}

/** A safety net under the notifications: one lost, or a retry falling due, is found this soon. */
const POLL_MS = 1000;
/** Sends under way at once; a slow receiver holds up only its own. */
const MAX_IN_FLIGHT = 16;

/**
 * Sends the outbox's due deliveries, on every instance: woken by a notification, by the poll, and whenever a
 * send ends (which may free the next delivery of the same alarm). Deliveries are leased, so no two instances
 * send one at once.
 */
function createDispatcher({ database, allowPrivate, log, retryWaitsMs = RETRY_WAITS_MS }: DispatcherOptions) {
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let failing = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  const attempt = (claim: ClaimedDelivery) =>
    attemptDelivery(database.db, claim, { allowPrivate, retryWaitsMs, log });

  function track(claim: ClaimedDelivery) {
    const sending: Promise<void> = attempt(claim)
      .catch((error: unknown) =>
        log.warn(
          { err: error, delivery_id: claim.id },
          'could not record a webhook delivery; it is tried again once its lease runs out',
        ),
      )
      .finally(() => {
        inFlight.delete(sending);
        wake();
      });
    inFlight.add(sending);
  }

  async function claimWhileRoom() {
    do {
      again = false;
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (room <= 0) return;
      const claims = await claimDueDeliveries(database.db, room);
      for (const claim of claims) track(claim);
      again ||= claims.length === room;
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimWhileRoom()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // Once per outage, not once a second.
        if (!failing)
          log.warn({ err: error }, 'could not read the webhook outbox; trying again every second');
        failing = true;
      })
      .finally(() => {
        claiming = undefined;
      });
  }

  return {
    attempt,
    async start() {
      unlisten = await database.listen(WEBHOOK_CHANNEL, wake, (hearing) => {
        // Whatever was announced while deaf is found by reading the outbox.
        if (hearing) wake();
      });
      poll = setInterval(wake, POLL_MS);
      poll.unref();
      wake();
    },
    /** Stops claiming, then waits for the sends under way (each ends within its timeout). */
    async stop() {
      stopped = true;
      clearInterval(poll);
      await unlisten?.();
      await claiming;
      await Promise.allSettled([...inFlight]);
    },
  };
}

type Dispatcher = ReturnType<typeof createDispatcher>;

declare module 'fastify' {
  interface FastifyInstance {
    webhookDispatcher: Dispatcher;
  }
}

/**
 * Runs the dispatcher from the moment the app is ready (after the migrations) until it closes; its stop
 * comes before the database closes. `retryWaitsMs` replaces the waits between attempts (tests).
 */
export const webhookDispatcherPlugin = fp<{ retryWaitsMs?: readonly number[] }>(async (app, options) => {
  const dispatcher = createDispatcher({
    database: app.database,
    allowPrivate: app.config.webhookAllowPrivate,
    log: app.log,
    retryWaitsMs: options.retryWaitsMs,
  });
  app.decorate('webhookDispatcher', dispatcher);
  app.addHook('onReady', () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());
});
