import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getAccessToken, onSessionChange } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retrying cannot fix a rejected request (4xx); it may fix a dropped connection or a 5xx.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

// Cached answers belong to the session that fetched them: when the token changes (a logout, an expiry, a 401,
// another admin logging in) they are dropped, so nobody sees the previous session's data.
let cachedFor = getAccessToken();
onSessionChange(() => {
  const token = getAccessToken();
  if (token === cachedFor) return;
  cachedFor = token;
  queryClient.removeQueries();
});
