import { setTimeout as sleep } from 'node:timers/promises';

// How the schedule's round shares the machine with the API: it makes its reports one after another and rests
// after each, so that it works at most half of the time and the admins' reads arriving meanwhile find the cores
// (and PostgreSQL) free for the rest.

/** The share of its time the round spends making reports: after each it rests as long as that report took. */
const ROUND_DUTY_CYCLE = 0.5;
/**
 * The longest rest after one report, whatever it took: the round's clients are leased together for 15 minutes,
 * and a report slowed by a saturated machine must not push the others' past their lease.
 */
export const LONGEST_REST_MS = 5_000;

/** How long to rest after work of `workedMs`, for the round to work `ROUND_DUTY_CYCLE` of its time. */
export const restAfter = (workedMs: number) =>
  Math.min(Math.max(0, workedMs) * (1 / ROUND_DUTY_CYCLE - 1), LONGEST_REST_MS);

/** Waits `ms`, or less once `signal` aborts; it does not keep the process alive. */
export const rest = (ms: number, signal?: AbortSignal): Promise<void> =>
  sleep(ms, undefined, { signal, ref: false }).catch((error: unknown) => {
    if (!signal?.aborted) throw error;
  });

export interface Pace {
  /** Ends the rest under way and starts no further work (the app is closing). */
  signal?: AbortSignal;
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
  rest?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Runs `work` on each item in turn, resting after each but the last for `restAfter` its time. Stops before the
 * next item once `signal` has aborted: the round's clients left keep their lease until it runs out, as after a
 * crash, and a later round makes their reports.
 */
export async function pacedEach<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  { signal, now = () => performance.now(), rest: restFor = rest }: Pace = {},
) {
  for (const [index, item] of items.entries()) {
    if (signal?.aborted) return;
    const started = now();
    await work(item);
    if (index < items.length - 1) await restFor(restAfter(now() - started), signal);
  }
}
