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
});
