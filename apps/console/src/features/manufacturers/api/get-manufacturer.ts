import { manufacturerOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { MANUFACTURERS_KEY } from './get-manufacturers';

const getManufacturer = async (id: number) => {
  const { data } = await callApi(manufacturerOperations.get, { params: { id } });
  return data.manufacturer;
};

const manufacturerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...MANUFACTURERS_KEY, 'detail', id], queryFn: () => getManufacturer(id) });

/** One manufacturer; idle while there is no id. */
export const useManufacturer = (id: number | undefined) =>
  useQuery({ ...manufacturerQueryOptions(id ?? 0), enabled: id !== undefined });
