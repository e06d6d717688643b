import type { GatewayCommand } from '@radiant/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMMAND_CHANNEL } from './repository.ts';
import { sendCommand } from './send-command.ts';

/** Ends a wait: with the changes taken for it, or with none (time is up, the gateway left, look again). */
type Waker = (changes?: GatewayCommand[]) => void;

/**
 * Gateways waiting on this instance for their home's changes (a long poll). The notification each new
 * command sends once committed, on whichever instance it was made, takes the changes of every waiting home
 * it reaches and hands each home's to one of its waiting requests. Listens only while someone waits.
 */
function gatewayWaits(app: FastifyInstance) {
  const waiting = new Map<number, Set<Waker>>();
  /** The notifications being heard, each with the homes it takes changes for. */
  const hearing = new Map<Promise<void>, ReadonlySet<number>>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  let closing = false;

  const wakeAll = () => {
    for (const wakers of waiting.values()) for (const waker of wakers) waker();
  };
  const hear = (payload: string) => {
    const homes = new Set(waiting.keys());
    if (homes.size === 0) return;
    const heard = take(payload, homes).finally(() => hearing.delete(heard));
    hearing.set(heard, homes);
  };
  const take = async (payload: string, homes: ReadonlySet<number>) => {
    try {
      await sendCommand(app.database, Number(payload), [...homes], (taken) => {
        for (const [homeId, changes] of taken) {
          const [waker] = waiting.get(homeId) ?? [];
          // Its gateway left in the meantime: the changes, marked sent, are sent again after a minute.
          waker?.(changes);
        }
      });
    } catch (error) {
      // Those waiting look again when their wait ends.
      app.log.warn({ err: error }, 'could not take a new command for the gateways waiting for it');
    }
  };
  const listen = () =>
    app.database.listen(
      COMMAND_CHANNEL,
      (payload) => hear(payload),
      // Whatever was announced while deaf: everyone looks again.
      (hearing) => {
        if (hearing) wakeAll();
      },
    );

  // Closing, the waits end at once and the gateways ask again (another instance, or this one restarted)
  // instead of holding the close for up to their 30 s.
  app.addHook('preClose', (done) => {
    closing = true;
    wakeAll();
    done();
  });
  app.addHook('onClose', async () => {
    if (stopListening) await (await stopListening)();
  });

  /** Settles once no notification being heard may still take changes for `homeId`. */
  const heardFor = async (homeId: number) => {
    for (;;) {
      const ours = [...hearing].flatMap(([heard, homes]) => (homes.has(homeId) ? [heard] : []));
      if (ours.length === 0) return;
      await Promise.all(ours);
    }
  };

  return {
    /** Whether the instance is closing: no wait lasts. */
    get closing() {
      return closing;
    },
    /** Whether a gateway of the home waits on this instance now. */
    isWaiting: (homeId: number) => waiting.has(homeId),
    /**
     * Starts waiting for a change for `homeId`: `woken` resolves with the changes taken for this wait, or with
     * none when one may have come, after `ms`, when `signal` aborts (the gateway hung up) or the instance
     * closes. `stop` ends the wait once the notifications being heard for the home are settled: what they took
     * is still in `woken`, not marked sent to a wait that has gone.
     */
    async wait(homeId: number, ms: number, signal: AbortSignal) {
      if (!closing) {
        stopListening ??= listen();
        await stopListening;
      }
      let done: Waker = () => {};
      const woken = new Promise<GatewayCommand[] | undefined>((resolve) => {
        const timer = setTimeout(() => done(), ms);
        done = (changes) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          const wakers = waiting.get(homeId);
          wakers?.delete(done);
          if (wakers?.size === 0) waiting.delete(homeId);
          resolve(changes);
        };
        const onAbort = () => done();
        signal.addEventListener('abort', onAbort);
        const wakers = waiting.get(homeId) ?? new Set();
        wakers.add(done);
        waiting.set(homeId, wakers);
        if (signal.aborted || closing) done();
      });
      return { woken, stop: () => void heardFor(homeId).then(() => done()) };
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
