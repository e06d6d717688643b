import { describe, expect, it } from 'vitest';
import { recentAnswers } from './recent-answers.ts';

describe('recent answers', () => {
  it('works an answer out once for everyone asking within its time, then again', async () => {
    const recent = recentAnswers(50);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const [first, second] = await Promise.all([recent('a', compute), recent('a', compute)]);
    expect(first).toBe(second);
    expect(await recent('b', compute)).toEqual({ n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await recent('a', compute)).toEqual({ n: 3 });
  });

  it('keeps no failure: the next caller tries again', async () => {
    const recent = recentAnswers(60_000);
    await expect(recent<{ n: number }>('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await recent('a', async () => ({ n: 1 }))).toEqual({ n: 1 });
  });

  it('gives an answer past its time while a fresh one is worked out, then the fresh one', async () => {
    const recent = recentAnswers(30, { staleMs: 10_000 });
    let computed = 0;
    let release: () => void = () => {};
    const compute = async () => {
      computed += 1;
      if (computed > 1) await new Promise<void>((resolve) => (release = resolve));
      return { n: computed };
    };
    expect(await recent('a', compute)).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await recent('a', compute)).toEqual({ n: 1 });
    expect(await recent('a', compute)).toEqual({ n: 1 });
    expect(computed).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await recent('a', compute)).toEqual({ n: 2 });
  });

  it('works an answer out afresh once it is older than its time and its stale time', async () => {
    const recent = recentAnswers(20, { staleMs: 20 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    await recent('a', compute);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await recent('a', compute)).toEqual({ n: 2 });
  });
});
