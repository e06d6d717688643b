/**
 * Identical requests that arrive while one is being worked out wait for that one instead of working it out again
 * each: a stampede of admins opening the same costly figures (the damp portfolio of a fleet worked out afresh
 * takes seconds at 10,000 homes) costs one computation. Nothing is kept once answered, so an answer is never
 * older than the computation in flight when its request came; a failure reaches every request that shared it.
 */
export function sharedAnswers() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const shared = running.get(key) as Promise<T> | undefined;
    if (shared) return shared;
    const answer = compute().finally(() => running.delete(key));
    running.set(key, answer);
    return answer;
  };
}
