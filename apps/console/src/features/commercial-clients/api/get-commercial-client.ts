import { commercialClientOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const getCommercialClient = async (id: number) => {
  const { data } = await callApi(commercialClientOperations.get, { params: { id } });
  return data.client;
};

const commercialClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...COMMERCIAL_CLIENTS_KEY, 'detail', id],
    queryFn: () => getCommercialClient(id),
  });

/** One client with its figures; idle while there is no id. */
export const useCommercialClient = (id: number | undefined) =>
  useQuery({ ...commercialClientQueryOptions(id ?? 0), enabled: id !== undefined });
