import { LRUCache } from 'lru-cache';

/**
 * Answers that may be a little old: each is worked out once per `ttlMs` per instance however many admins ask,
 * and callers asking while it is being worked out share that one computation (no stampede when many dashboards
 * open at once). A failure is not kept. For figures over the whole fleet, which telemetry changes every minute
 * and whose exactness to the second nobody needs.
 */
export function recentAnswers(ttlMs: number, max = 500) {
  const answers = new LRUCache<string, Promise<object>>({ max, ttl: ttlMs });
  return <T extends object>(key: string, compute: () => Promise<T>): Promise<T> => {
    const kept = answers.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const computed = compute();
    answers.set(key, computed);
    computed.catch(() => answers.delete(key));
    return computed;
  };
}
