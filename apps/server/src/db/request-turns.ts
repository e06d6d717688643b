import { AsyncLocalStorage } from 'node:async_hooks';

// The embedded database (PGlite) answers one query at a time. Left to itself it takes them in the order they
// come, so a request that needs ten queries one after another waits behind every request that arrived
// meanwhile, ten times over: under a load of 200 connections, writes and telemetry batches (several queries
// each) waited past 10 s while single-query reads went through. Here the database takes the query of the
// request that arrived first: once a request has started, it finishes before later ones go on.

/** Each request's place in arrival order, for the work done on its behalf. */
const arrivals = new AsyncLocalStorage<number>();
let arrived = 0;

/** Runs `work` (a request's handling) as one request, after every request that arrived before it. */
export const asRequest = <T>(work: () => T): T => arrivals.run(++arrived, work);

/**
 * One at a time, the oldest request first: `run(work)` waits until every piece of work of an earlier request,
 * waiting or running, has had its turn. Work outside any request (a sweep, a schedule) counts as arriving when it
 * asks.
 */
export function oldestRequestFirst() {
  let busy = false;
  const waiting: { order: number; start: () => void }[] = [];
  const handOver = () => {
    const next = waiting.shift();
    if (next) next.start();
    else busy = false;
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) {
      const order = arrivals.getStore() ?? ++arrived;
      await new Promise<void>((start) => {
        // After every waiter of an earlier or the same request: one request's own work keeps its order.
        let at = waiting.length;
        while (at > 0 && (waiting[at - 1]?.order ?? 0) > order) at -= 1;
        waiting.splice(at, 0, { order, start });
      });
    } else busy = true;
    try {
      return await work();
    } finally {
      handOver();
    }
  };
}
