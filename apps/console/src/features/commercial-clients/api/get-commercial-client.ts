import { commercialClientOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const getCommercialClient = async (id: number) =>
  (await callApi(commercialClientOperations.get, { params: { id } })).data.client;

/** One client with its figures; idle while there is no id. */
export const useCommercialClient = (id: number | undefined) =>
  useQuery(recordQueryOptions(COMMERCIAL_CLIENTS_KEY, id, getCommercialClient));
