import type { Manufacturer } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MANUFACTURERS_KEY } from './get-manufacturers';

const getManufacturer = async (id: number) => {
  const { data } = await api.get<{ manufacturer: Manufacturer }>(`/v1/radiators/manufacturers/${id}`);
  return data.manufacturer;
};

export const manufacturerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...MANUFACTURERS_KEY, 'detail', id], queryFn: () => getManufacturer(id) });

/** One manufacturer; idle while there is no id. */
export const useManufacturer = (id: number | undefined) =>
  useQuery({ ...manufacturerQueryOptions(id ?? 0), enabled: id !== undefined });
