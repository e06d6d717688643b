import { manufacturerOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import { MANUFACTURERS_KEY } from './get-manufacturers';

const getManufacturer = async (id: number) =>
  (await callApi(manufacturerOperations.get, { params: { id } })).data.manufacturer;

/** One manufacturer; idle while there is no id. */
export const useManufacturer = (id: number | undefined) =>
  useQuery(recordQueryOptions(MANUFACTURERS_KEY, id, getManufacturer));
