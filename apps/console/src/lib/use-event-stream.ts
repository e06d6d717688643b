import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { readEventStream, reconnectDelay, type ServerSentEvent } from './server-sent-events';
import { endSession, useSessionUser } from './session';

/** `live` while events stream in; `paused` from a dropped stream until it is back. */
export type LiveState = 'connecting' | 'live' | 'paused';

/** The stream was refused for good: no session any more, or not an admin's. */
class Refused extends Error {}

/**
 * Listens to a server-sent events endpoint while mounted and in sight, handing each event to `onEvent`. A
 * dropped stream comes back after a growing, jittered wait; the stream closes on unmount, in a hidden tab (a
 * browser opens few connections to one server, and the server works for watchers only) and when the session
 * ends or changes. Read with fetch, since EventSource cannot send the Authorization header.
 */
export function useEventStream(path: string, onEvent: (event: ServerSentEvent) => void): LiveState {
  const user = useSessionUser();
  const token = user?.access_token;
  // Refused (403) until the second factor an owner requires is set up; it connects once it is.
  const held = user?.mfa_setup_required ?? false;
  const visible = useDocumentVisibility() === 'visible';
  const [state, setState] = useState<LiveState>('connecting');
  // The latest handler, without reconnecting each time the caller renders.
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!token || !visible || held) return;
    const closed = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const listen = async () => {
      const response = await fetch(path, {
        headers: { Accept: 'text/event-stream', Authorization: token },
        signal: closed.signal,
      });
      if (response.status === 401) endSession();
      if (response.status === 401 || response.status === 403) throw new Refused();
      if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}.`);
      setState('live');
      failures = 0;
      await readEventStream(response.body, (event) => handler.current(event));
    };
    const connect = () =>
      listen().then(
        () => reconnect(),
        (error: unknown) => {
          if (!(error instanceof Refused)) reconnect();
        },
      );
    // A stream the server ended (a restart) or that broke: what it showed stays as it is until it is back.
    const reconnect = () => {
      if (closed.signal.aborted) return;
      setState('paused');
      retry = setTimeout(connect, reconnectDelay(failures));
      failures += 1;
    };

    setState('connecting');
    connect();
    return () => {
      closed.abort();
      clearTimeout(retry);
    };
  }, [path, token, visible, held]);

  return state;
}
