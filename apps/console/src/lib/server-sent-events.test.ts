import { describe, expect, it } from 'vitest';
import { eventStreamParser, reconnectDelay, type ServerSentEvent } from './server-sent-events';

const parsed = (chunks: string[]) => {
  const events: ServerSentEvent[] = [];
  const parse = eventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parse(chunk);
  return events;
};

describe('eventStreamParser', () => {
  it('reads named events, skipping heartbeats and other fields', () => {
    expect(parsed([': heartbeat\n\nevent: figures\ndata: {"a":1}\nid: 7\n\ndata: plain\n\n'])).toEqual([
      { event: 'figures', data: '{"a":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('puts events back together from chunks cut anywhere, CRLF or LF', () => {
    expect(parsed(['eve', 'nt: figures\r\nda', 'ta: {"a"', ':1}\r\n', '\r\n', 'data:x\n'])).toEqual([
      { event: 'figures', data: '{"a":1}' },
    ]);
  });

  it('joins the lines of one event and sends nothing for an event without data', () => {
    expect(parsed(['event: empty\n\ndata: one\ndata: two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from a second up to 30 s, drawn between half and all of it', () => {
    expect([0, 1, 2, 5, 9].map((failures) => reconnectDelay(failures, () => 1))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
  });
});
