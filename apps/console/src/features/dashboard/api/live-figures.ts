import { useDocumentVisibility } from '@mantine/hooks';
import { dashboardOperations, pathOf } from '@radiant/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readEventStream, reconnectDelay } from '@/lib/server-sent-events';
import { endSession, useSessionUser } from '@/lib/session';
import { FIGURES_KEY } from './figures';

const live = dashboardOperations.live;

/** `live` while figures stream in; `paused` from a dropped stream until it is back. */
export type LiveState = 'connecting' | 'live' | 'paused';

/** The stream was refused for good: no session any more, or not an admin's. */
class Refused extends Error {}

/**
 * Keeps the dashboard's figures live while mounted and in sight: each `figures` event replaces the figures'
 * query data, so the widgets re-render without a request. A dropped stream comes back after a growing,
 * jittered wait; the stream closes on unmount, in a hidden tab (a browser opens few connections to one
 * server, and the server works for watchers only) and when the session ends or changes. Read with fetch,
 * since EventSource cannot send the Authorization header.
 */
export function useLiveFigures(): LiveState {
  const queryClient = useQueryClient();
  const token = useSessionUser()?.access_token;
  const visible = useDocumentVisibility() === 'visible';
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!token || !visible) return;
    const closed = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const listen = async () => {
      const response = await fetch(pathOf(live), {
        headers: { Accept: 'text/event-stream', Authorization: token },
        signal: closed.signal,
      });
      if (response.status === 401) endSession();
      if (response.status === 401 || response.status === 403) throw new Refused();
      if (!response.ok || !response.body) throw new Error(`The live figures answered ${response.status}.`);
      setState('live');
      failures = 0;
      await readEventStream(response.body, ({ event, data }) => {
        if (event === 'figures')
          queryClient.setQueryData(FIGURES_KEY, live.events.figures.parse(JSON.parse(data)));
      });
    };
    const connect = () =>
      listen().then(
        () => reconnect(),
        (error: unknown) => {
          if (!(error instanceof Refused)) reconnect();
        },
      );
    // A stream the server ended (a restart) or that broke: the figures stay as they are until it is back.
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
  }, [token, visible, queryClient]);

  return state;
}
