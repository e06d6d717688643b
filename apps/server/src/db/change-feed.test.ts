import { describe, expect, it } from 'vitest';
import { changeAwareCache } from './change-feed.ts';
import { testFeed } from './test-feed.ts';

/** A read that counts how often it runs and answers a fresh object each time. */
function countedRead() {
  const read = async () => ({ run: ++read.runs });
  read.runs = 0;
  return read;
}

describe('changeAwareCache', () => {
  it('keeps a value until one of its tables changes, whatever other tables do', async () => {
    const feed = testFeed();
    const cached = changeAwareCache(feed, ['users'], 10);
    const read = countedRead();
    expect(await cached('page', read)).toEqual({ run: 1 });
    feed.change('subscriptions');
    expect(await cached('page', read)).toEqual({ run: 1 });
    feed.change('users');
    expect(await cached('page', read)).toEqual({ run: 2 });
    feed.announce();
    expect(await cached('page', read)).toEqual({ run: 3 });
  });

  it('does not keep a value whose read overlapped a change: it may predate it', async () => {
    const feed = testFeed();
    const cached = changeAwareCache(feed, ['users'], 10);
    const read = countedRead();
    await cached('page', async () => {
      feed.change('users');
      return read();
    });
    expect(await cached('page', read)).toEqual({ run: 2 });
  });

  it('reads through while the feed is deaf, and keeps nothing it read then', async () => {
    const feed = testFeed();
    const cached = changeAwareCache(feed, ['users'], 10);
    const read = countedRead();
    feed.hearing = false;
    await cached('page', read);
    await cached('page', read);
    feed.hearing = true;
    expect(await cached('page', read)).toEqual({ run: 3 });
    expect(await cached('page', read)).toEqual({ run: 3 });
  });

  it('keeps no answer of nothing found, and at most `max` values', async () => {
    const feed = testFeed();
    const cached = changeAwareCache<{ run: number }>(feed, ['users'], 2);
    let misses = 0;
    const missing = async () => {
      misses += 1;
      return undefined;
    };
    await cached('unknown', missing);
    await cached('unknown', missing);
    expect(misses).toBe(2);
    const read = countedRead();
    await cached('a', read);
    await cached('b', read);
    await cached('c', read);
    expect(await cached('a', read)).toEqual({ run: 4 });
  });
});
