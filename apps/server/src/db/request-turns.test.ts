import { setImmediate as turnOfTheLoop } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asRequest, oldestRequestFirst } from './request-turns.ts';

/** A query that runs until told to end, noting when it started. */
function query(log: string[], name: string) {
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const run = async () => {
    log.push(name);
    await ended;
  };
  return { run, end: () => end() };
}

describe('the embedded database takes the oldest request first', () => {
  it("gives a request's next query before the queries of requests that arrived after it", async () => {
    const turn = oldestRequestFirst();
    const log: string[] = [];
    const [a1, a2, b, c] = ['A1', 'A2', 'B', 'C'].map((name) => query(log, name));
    if (!a1 || !a2 || !b || !c) throw new Error('four queries');
    // Request A's first query runs; B and C arrive and wait; A then asks its second, after theirs.
    const requestA = asRequest(async () => {
      await turn(a1.run);
      await turn(a2.run);
    });
    const requestB = asRequest(() => turn(b.run));
    const requestC = asRequest(() => turn(c.run));
    a1.end();
    await turnOfTheLoop();
    expect(log).toEqual(['A1', 'B']);
    // In arrival order A2 would wait for C too; A came first, so it goes next.
    b.end();
    await turnOfTheLoop();
    expect(log).toEqual(['A1', 'B', 'A2']);
    a2.end();
    c.end();
    await Promise.all([requestA, requestB, requestC]);
    expect(log).toEqual(['A1', 'B', 'A2', 'C']);
  });

  it('takes work outside any request in the order it asks', async () => {
    const turn = oldestRequestFirst();
    const log: string[] = [];
    const [first, second, third] = ['sweep', 'schedule', 'request'].map((name) => query(log, name));
    if (!first || !second || !third) throw new Error('three queries');
    const done = [turn(first.run), turn(second.run), asRequest(() => turn(third.run))];
    first.end();
    second.end();
    third.end();
    await Promise.all(done);
    expect(log).toEqual(['sweep', 'schedule', 'request']);
  });
});
