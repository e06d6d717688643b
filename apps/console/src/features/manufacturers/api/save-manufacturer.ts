import { type ManufacturerForm, manufacturerOperations } from '@radiant/contract';
import { callApi, type OnProgress } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { MANUFACTURERS_KEY } from './get-manufacturers';

type SaveManufacturer = { id?: number; form: ManufacturerForm; onProgress?: OnProgress };

/** Creates a manufacturer, or updates it when it has an id; without a new logo the current one stays. */
const saveManufacturer = ({ id, form, onProgress }: SaveManufacturer) =>
  id
    ? callApi(manufacturerOperations.update, { params: { id }, body: form }, { onProgress })
    : callApi(manufacturerOperations.create, { body: form }, { onProgress });

export const useSaveManufacturer = () =>
  useListChange({ mutationFn: saveManufacturer, invalidates: [MANUFACTURERS_KEY] });
