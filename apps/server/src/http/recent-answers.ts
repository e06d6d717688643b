import { LRUCache } from 'lru-cache';

interface Kept {
  answer: Promise<object>;
  at: number;
  refreshing?: true | undefined;
}

/**
 * Answers that may be a little old: each is worked out once per `ttlMs` per instance however many admins ask,
 * and callers asking while it is being worked out share that one computation (no stampede when many dashboards
 * open at once). A failure is not kept. For figures over the whole fleet, which telemetry changes every minute
 * and whose exactness to the second nobody needs.
 *
 * With `staleMs`, an answer past its time is still given for that long while a fresh one is worked out behind
 * it, so that figures taking seconds over a large fleet keep nobody waiting but the first to ask.
 */
export function recentAnswers(ttlMs: number, { max = 500, staleMs = 0 } = {}) {
  const answers = new LRUCache<string, Kept>({ max, ttl: ttlMs + staleMs });
  const computeInto = (key: string, compute: () => Promise<object>) => {
    const answer = compute();
    answer.then(
      () => answers.set(key, { answer, at: Date.now() }),
      () => {
        if (answers.get(key)?.answer === answer) answers.delete(key);
      },
    );
    return answer;
  };
  return <T extends object>(key: string, compute: () => Promise<T>): Promise<T> => {
    const kept = answers.get(key);
    if (!kept) {
      const answer = computeInto(key, compute);
      answers.set(key, { answer, at: Date.now() });
      return answer as Promise<T>;
    }
    if (Date.now() - kept.at >= ttlMs && !kept.refreshing) {
      // The old answer stands until a new one is ready; after a failed refresh the next caller tries again.
      kept.refreshing = true;
      compute().then(
        (fresh) => answers.set(key, { answer: Promise.resolve(fresh), at: Date.now() }),
        () => {
          kept.refreshing = undefined;
        },
      );
    }
    return kept.answer as Promise<T>;
  };
}
