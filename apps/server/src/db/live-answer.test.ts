import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveAnswer } from './live-answer.ts';
import { testFeed } from './test-feed.ts';

const TIMING = { maxAgeMs: 15_000, minIntervalMs: 3_000 };

/** An answer worked out by a counted computation: `value` is what the next one finds. */
function answerOver(feed = testFeed()) {
  const source = { value: 1, computations: 0 };
  const answer = liveAnswer(
    feed,
    ['fleet_days'],
    async () => {
      source.computations += 1;
      return { value: source.value, computation: source.computations };
    },
    { ...TIMING, fingerprint: ({ value }) => String(value) },
    (error) => {
      throw error;
    },
  );
  return { feed, source, answer };
}

/** Lets timers due within `ms` fire and the computations they start settle. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('liveAnswer', () => {
  it('shares one computation between callers and keeps it until it is old or its tables change', async () => {
    const { feed, source, answer } = answerOver();
    const [first, second] = await Promise.all([answer.current(), answer.current()]);
    expect(first).toBe(second);
    feed.change('users');
    expect(await answer.current()).toBe(first);
    await elapse(TIMING.maxAgeMs);
    expect((await answer.current()).computation).toBe(2);
    feed.change('fleet_days');
    expect((await answer.current()).computation).toBe(2);
    await elapse(TIMING.minIntervalMs);
    expect((await answer.current()).computation).toBe(3);
    expect(source.computations).toBe(3);
  });

  it('does no work while nobody watches, whatever changes', async () => {
    const { feed, source, answer } = answerOver();
    for (let change = 0; change < 10; change += 1) feed.change('fleet_days');
    await elapse(60_000);
    expect(source.computations).toBe(0);
    await answer.current();
    const stop = answer.watch(() => {});
    stop();
    feed.change('fleet_days');
    await elapse(60_000);
    expect(source.computations).toBe(1);
  });

  it('tells watchers the answer now, then a changed one at most once per interval however many changes', async () => {
    const { feed, source, answer } = answerOver();
    await answer.current();
    const heard: number[] = [];
    answer.watch(({ value }) => heard.push(value));
    expect(heard).toEqual([1]);

    for (let second = 0; second < 10; second += 1) {
      source.value += 1;
      feed.change('fleet_days');
      await elapse(1_000);
    }
    // A change every second for 10 s, the first just after a computation: one computation every 3 s.
    expect(source.computations).toBe(4);
    await elapse(TIMING.minIntervalMs);
    expect(heard).toEqual([1, 4, 7, 10, 11]);
  });

  it('recomputes a watched answer as it ages, and tells watchers only when it differs', async () => {
    const { source, answer } = answerOver();
    const heard: number[] = [];
    await answer.current();
    answer.watch(({ value }) => heard.push(value));
    await elapse(TIMING.maxAgeMs);
    expect(source.computations).toBe(2);
    source.value = 2;
    await elapse(TIMING.maxAgeMs);
    expect(source.computations).toBe(3);
    expect(heard).toEqual([1, 2]);
  });
});
