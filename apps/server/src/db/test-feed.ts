import type { AnnouncedTable, ChangeFeed } from './change-feed.ts';

/** A feed driven by a unit test: `change` plays a notification, `hearing` the state of the connection. */
export function testFeed() {
  const listeners: ((change: AnnouncedTable | 'everything') => void)[] = [];
  const feed = {
    hearing: true as boolean,
    onChange: (listener) => void listeners.push(listener),
    announce: () => feed.change('everything'),
    stop: async () => {},
    change: (table: AnnouncedTable | 'everything') => {
      for (const listener of listeners) listener(table);
    },
  } satisfies ChangeFeed & { change: unknown };
  return feed;
}
