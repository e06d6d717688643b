import type { Manufacturer, ManufacturerFields } from '@radiant/contract';
import { useListChange } from '@/lib/list-change';
import { type OnProgress, sendForm } from '@/lib/upload';
import { MANUFACTURERS_KEY } from './get-manufacturers';

type SaveManufacturer = { id?: number; fields: ManufacturerFields; logo?: File; onProgress?: OnProgress };

/** Creates a manufacturer, or updates it when it has an id; without a new logo the current one stays. */
function saveManufacturer({ id, fields, logo, onProgress }: SaveManufacturer) {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('website', fields.website);
  form.set('info', fields.info ?? '');
  if (logo) form.set('logo', logo);
  const path = id ? `/v1/radiators/manufacturers/${id}` : '/v1/radiators/manufacturers';
  return sendForm<{ manufacturer: Manufacturer }>(path, form, onProgress);
}

export const useSaveManufacturer = () =>
  useListChange({ mutationFn: saveManufacturer, invalidates: [MANUFACTURERS_KEY] });
