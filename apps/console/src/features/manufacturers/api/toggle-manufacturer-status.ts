import { type Manufacturer, manufacturerOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { MANUFACTURERS_KEY } from './get-manufacturers';

/** An active manufacturer is sent 0, an inactive one 1. */
const toggleManufacturerStatus = ({ id, status }: Pick<Manufacturer, 'id' | 'status'>) =>
  callApi(manufacturerOperations.setStatus, { params: { manufacturer_id: id, status: status ? 0 : 1 } });

export const useToggleManufacturerStatus = () =>
  useListChange({ mutationFn: toggleManufacturerStatus, invalidates: [MANUFACTURERS_KEY] });
