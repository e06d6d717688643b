import { get, type IncomingMessage } from 'node:http';
import { expect, onTestFinished } from 'vitest';

export type StreamEvent<T> = { event: string; data: T };

/** Reads server-sent events one at a time, skipping heartbeats; rejects once the stream has ended. */
function eventsOf<T>(body: AsyncIterator<string>) {
  let buffer = '';
  return async function next(): Promise<StreamEvent<T>> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        return { event: field('event'), data: JSON.parse(field('data')) };
      }
      const { value, done } = await body.next();
      if (done) throw new Error('The stream ended.');
      buffer += value;
    }
  };
}

/**
 * Opens a stream of server-sent events at `url` as `token`, until the test ends. Over a connection of its own
 * (node:http, as a browser does): an aborted fetch leaves its socket open for a while, holding up close().
 */
export async function watchEvents<T>(url: string, token: string) {
  const request = get(url, { agent: false, headers: { authorization: token } });
  onTestFinished(() => void request.destroy());
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request.once('response', resolve).once('error', reject),
  );
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  return eventsOf<T>(response.setEncoding('utf8')[Symbol.asyncIterator]());
}
