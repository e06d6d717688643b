import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A comment this often keeps proxies and browsers from closing a quiet stream, and checks its session. */
const HEARTBEAT_MS = 25_000;
/** A client that leaves this much unread is not following: its stream ends, and it reconnects later. */
const MAX_UNREAD_BYTES = 1024 * 1024;

export interface EventStream {
  /** Sends one event; its data as JSON on one line. */
  send(event: string, data: unknown): void;
  end(): void;
  /** Called once the stream has ended, whether the client left, the server ended it or is shutting down. */
  onEnd(listener: () => void): void;
}

/**
 * Server-sent events (`text/event-stream`) sent as the reply's body, so Fastify's hooks (security headers,
 * request id, the request's log line) apply as to any answer. The streams still open end when the server
 * closes: an open one would keep `close()` waiting for its connection for ever.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Map<EventStream, () => Promise<boolean>>();
  app.addHook('preClose', async () => {
    for (const stream of open.keys()) stream.end();
  });
  // A session revoked or an account deactivated, here or on another instance, ends its streams at once: the
  // console reconnects, is refused, and goes to the login.
  app.changes.onChange((change) => {
    if (change !== 'users' && change !== 'access_tokens' && change !== 'everything') return;
    for (const [stream, stillAllowed] of open) {
      void stillAllowed()
        .catch(() => false)
        .then((allowed) => allowed || stream.end());
    }
  });

  /**
   * Opens a stream as the answer; it ends when `stillAllowed` answers false, checked at each heartbeat and
   * each change of accounts or sessions.
   */
  return (reply: FastifyReply, stillAllowed: () => Promise<boolean>): EventStream => {
    const body = new PassThrough();
    const write = (text: string) => {
      if (body.writableEnded) return;
      if (body.writableLength > MAX_UNREAD_BYTES) body.end();
      else body.write(text);
    };
    const heartbeat = setInterval(async () => {
      if (await stillAllowed().catch(() => false)) write(': heartbeat\n\n');
      else body.end();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const stream: EventStream = {
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => body.end(),
      onEnd: (listener) => void body.once('close', listener),
    };
    open.set(stream, stillAllowed);
    body.once('close', () => {
      clearInterval(heartbeat);
      open.delete(stream);
    });
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies such as nginx would otherwise hold events back to fill a buffer.
      .header('x-accel-buffering', 'no')
      .send(body);
    return stream;
  };
}
