import { manufacturerOperations } from '@radiant/contract';
import i18n from 'i18next';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { MANUFACTURERS_KEY } from './get-manufacturers';

const deleteManufacturer = (id: number) => callApi(manufacturerOperations.remove, { params: { id } });

/** The one success toast with a fixed text (spec §8); a manufacturer with radiators in service answers 409. */
export const useDeleteManufacturer = () =>
  useListChange({
    mutationFn: deleteManufacturer,
    invalidates: [MANUFACTURERS_KEY],
    successMessage: () => i18n.t('manufacturers.deleted', { ns: 'manufacturers' }),
  });
