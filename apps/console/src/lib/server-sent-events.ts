/** One event of a `text/event-stream`: its name (`message` when unnamed) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Splits a `text/event-stream` into events as its text arrives in chunks of any size: comments (heartbeats)
 * and fields other than `event` and `data` are skipped. EventSource does this too, but it cannot send the
 * Authorization header.
 */
export function eventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];
  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    const colon = line.indexOf(':');
    if (colon === 0) return;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk: string) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  };
}

/** Reads a stream's events until it ends (resolves) or breaks (rejects). */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parse = eventStreamParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    // A character cut between two chunks is decoded whole with the second.
    parse(decoder.decode(value, { stream: true }));
  }
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before reconnecting after `failures` failures in a row: doubling up to 30 s, each wait
 * drawn between half and all of it, so that consoles dropped together (a server restarting) do not all
 * come back in the same second.
 */
export function reconnectDelay(failures: number, random = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  return Math.round(ceiling * (0.5 + random() / 2));
}
