import { describe, expect, it } from 'vitest';
import { sharedAnswers } from './shared-answers.ts';

/** A computation that ends when told: how many times it started, and its end. */
function gate<T>(answer: T) {
  let starts = 0;
  let open: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const compute = () => {
    starts += 1;
    return new Promise<T>((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
  };
  return { compute, starts: () => starts, open: () => open(answer), fail: (error: Error) => fail(error) };
}

describe('shared answers', () => {
  it('works out identical requests in flight once, and keeps nothing after', async () => {
    const shared = sharedAnswers();
    const portfolio = gate({ homes: 3 });
    const first = shared('fleet', portfolio.compute);
    const second = shared('fleet', portfolio.compute);
    expect(portfolio.starts()).toBe(1);
    portfolio.open();
    expect(await first).toEqual({ homes: 3 });
    expect(await second).toBe(await first);
    void shared('fleet', portfolio.compute);
    expect(portfolio.starts()).toBe(2);
  });

  it('works out different requests apart', () => {
    const shared = sharedAnswers();
    const portfolio = gate({});
    void shared('client 1', portfolio.compute);
    void shared('client 2', portfolio.compute);
    expect(portfolio.starts()).toBe(2);
  });

  it('gives a failure to every request that shared it, then tries again', async () => {
    const shared = sharedAnswers();
    const portfolio = gate({});
    const first = shared('fleet', portfolio.compute);
    const second = shared('fleet', portfolio.compute);
    portfolio.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    void shared('fleet', portfolio.compute);
    expect(portfolio.starts()).toBe(2);
  });
});
