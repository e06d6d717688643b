import type { AnnouncedTable, ChangeFeed } from './change-feed.ts';

interface LiveAnswerTiming {
  /** An answer older than this is worked out again: some figures move with the clock alone. */
  maxAgeMs: number;
  /** However often its tables change, the answer is worked out at most once per this interval. */
  minIntervalMs: number;
}

/**
 * One answer per instance, kept up to date from the change feed: `current()` for a request, `watch()` for a
 * stream. However many ask or watch, at most one computation runs at a time and at most one starts per
 * `minIntervalMs`. While someone watches, a change of one of `tables` (or the answer's age) brings a new
 * computation, and watchers hear only an answer whose `fingerprint` differs from the one before; while nobody
 * watches, nothing runs until someone asks.
 */
export function liveAnswer<T>(
  feed: ChangeFeed,
  tables: readonly AnnouncedTable[],
  compute: () => Promise<T>,
  { maxAgeMs, minIntervalMs, fingerprint }: LiveAnswerTiming & { fingerprint: (answer: T) => string },
  onBackgroundError: (error: unknown) => void,
) {
  let kept: { answer: T; fingerprint: string; startedAt: number; changesBefore: number } | undefined;
  let computing: Promise<T> | undefined;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let changesHeard = 0;
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Set<(answer: T) => void>();

  const changedSinceKept = () => kept === undefined || kept.changesBefore !== changesHeard;
  /** When the kept answer should next be worked out again. */
  const dueAt = () =>
    changedSinceKept()
      ? lastStartedAt + minIntervalMs
      : Math.max(lastStartedAt + minIntervalMs, (kept?.startedAt ?? 0) + maxAgeMs);

  const refresh = (): Promise<T> => {
    computing ??= (async () => {
      const startedAt = Date.now();
      const changesBefore = changesHeard;
      lastStartedAt = startedAt;
      try {
        const answer = await compute();
        const print = fingerprint(answer);
        const moved = kept?.fingerprint !== print;
        kept = { answer, fingerprint: print, startedAt, changesBefore };
        if (moved) for (const watcher of watchers) watcher(answer);
        return answer;
      } finally {
        computing = undefined;
        reschedule();
      }
    })();
    return computing;
  };

  function reschedule() {
    clearTimeout(timer);
    timer = undefined;
    if (watchers.size === 0 || computing) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        refresh().catch(onBackgroundError);
      },
      Math.max(0, dueAt() - Date.now()),
    );
    // A watcher's stream keeps the process alive, not this timer.
    timer.unref();
  }

  feed.onChange((change) => {
    if (change !== 'everything' && !tables.includes(change)) return;
    changesHeard += 1;
    if (watchers.size > 0) reschedule();
  });

  return {
    current(): Promise<T> {
      if (kept && Date.now() < dueAt()) return Promise.resolve(kept.answer);
      return refresh();
    },
    /** Calls `watcher` with the answer known now, if any, then with each new one until the returned function is called. */
    watch(watcher: (answer: T) => void): () => void {
      watchers.add(watcher);
      if (kept) watcher(kept.answer);
      reschedule();
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0) reschedule();
      };
    },
  };
}
