import { radiatorControlOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import type { HeatingControlScope } from '@/components/slots/heating-control';
import { callApi } from '@/lib/api-client';
import { COMMANDS_KEY, WAITING_REFRESH_MS } from './get-commands';

/** The address's one scope: a room's, a resident's or a client's radiators. */
const queryOf = ({ room, user, client }: HeatingControlScope) =>
  room !== undefined ? { roomId: room } : user !== undefined ? { userId: user } : { clientId: client };

/**
 * The scope's radiators, each desired against reported, with their summary. Under the commands' key, so a
 * command sent reloads it; live while any radiator waits for its gateway, as the commands are.
 */
export const useRadiatorControls = (scope: HeatingControlScope) => {
  const query = queryOf(scope);
  return useQuery({
    queryKey: [...COMMANDS_KEY, 'controls', query],
    queryFn: async () => (await callApi(radiatorControlOperations.list, { query })).data,
    refetchInterval: (state) => ((state.state.data?.summary.waiting ?? 0) > 0 ? WAITING_REFRESH_MS : false),
  });
};
