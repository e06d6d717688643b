import { featureOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';

const deleteFeature = (id: number) => callApi(featureOperations.remove, { params: { id } });

/** A feature that a plan still includes cannot go (409); the server's sentence says so as an error toast. */
export const useDeleteFeature = () =>
  useListChange({ mutationFn: deleteFeature, invalidates: [FEATURES_KEY] });
