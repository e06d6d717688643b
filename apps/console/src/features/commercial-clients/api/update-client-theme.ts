import { type BrandColors, commercialClientOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

type UpdateTheme = { id: number; colors: BrandColors; version: number };

const updateClientTheme = ({ id, colors, version }: UpdateTheme) =>
  callApi(commercialClientOperations.updateTheme, { params: { id }, body: { ...colors, version } });

export const useUpdateClientTheme = () =>
  useListChange({ mutationFn: updateClientTheme, invalidates: [COMMERCIAL_CLIENTS_KEY] });
