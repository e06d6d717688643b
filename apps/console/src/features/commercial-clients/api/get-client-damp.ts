import { dampOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const getClientDamp = async (clientId: number) =>
  (await callApi(dampOperations.portfolio, { query: { clientId, limit: 1 } })).data.summary;

/** A client's homes by damp band over the default window (the summary of one row's page). */
export const useClientDamp = (clientId: number) =>
  useQuery({
    queryKey: [...COMMERCIAL_CLIENTS_KEY, 'damp', clientId],
    queryFn: () => getClientDamp(clientId),
  });
