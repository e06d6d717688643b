import { sessionOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { SESSIONS_KEY } from './get-sessions';

const endSession = (id: number) => callApi(sessionOperations.end, { params: { id } });

/** Signs out another browser: its next call is refused and it shows the login. */
export const useEndSession = () => useListChange({ mutationFn: endSession, invalidates: [SESSIONS_KEY] });

const endOtherSessions = () => callApi(sessionOperations.endOthers);

export const useEndOtherSessions = () =>
  useListChange({ mutationFn: endOtherSessions, invalidates: [SESSIONS_KEY] });
