import { describe, expect, it } from 'vitest';
import { LONGEST_REST_MS, pacedEach, rest, restAfter } from './pacing.ts';

/** A clock that moves only when told, and rests that record their length and end when the test says. */
function fakeTime() {
  let at = 0;
  const rests: number[] = [];
  let endRest = () => {};
  let restBegun = () => {};
  let nextRest = new Promise<void>((resolve) => {
    restBegun = resolve;
  });
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
    rests,
    /** Settles once the next rest has begun. */
    restBegins: () => nextRest,
    endRest: () => endRest(),
    rest: (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        rests.push(ms);
        endRest = resolve;
        signal?.addEventListener('abort', () => resolve());
        restBegun();
        nextRest = new Promise<void>((next) => {
          restBegun = next;
        });
      }),
  };
}

describe("the round's pace", () => {
  it('rests as long as the work took, never less than nothing nor more than the longest rest', () => {
    expect(restAfter(150)).toBe(150);
    expect(restAfter(0)).toBe(0);
    expect(restAfter(-3)).toBe(0);
    expect(restAfter(60_000)).toBe(LONGEST_REST_MS);
  });

  it('works through every item in order, resting after each but the last as long as it took', async () => {
    const time = fakeTime();
    const done: string[] = [];
    const took: Record<string, number> = { a: 120, b: 300, c: 80 };
    const round = pacedEach(
      ['a', 'b', 'c'],
      async (item) => {
        time.advance(took[item] ?? 0);
        done.push(item);
      },
      { now: time.now, rest: time.rest },
    );
    await time.restBegins();
    expect(done).toEqual(['a']);
    time.endRest();
    await time.restBegins();
    expect(done).toEqual(['a', 'b']);
    time.endRest();
    await round;
    expect(done).toEqual(['a', 'b', 'c']);
    expect(time.rests).toEqual([120, 300]);
  });

  it('ends its rest and starts nothing more once its signal aborts', async () => {
    const time = fakeTime();
    const closing = new AbortController();
    const done: number[] = [];
    const round = pacedEach(
      [1, 2, 3],
      async (item) => {
        time.advance(50);
        done.push(item);
      },
      { now: time.now, rest: time.rest, signal: closing.signal },
    );
    await time.restBegins();
    closing.abort();
    await round;
    expect(done).toEqual([1]);
  });

  it('ends a real rest at once when aborted, and rejects nothing', async () => {
    const closing = new AbortController();
    const resting = rest(3_600_000, closing.signal);
    closing.abort();
    await expect(resting).resolves.toBeUndefined();
  });
});
