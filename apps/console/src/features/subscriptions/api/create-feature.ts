import { type FeatureRequest, featureOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';

const createFeature = (feature: FeatureRequest) => callApi(featureOperations.create, { body: feature });

/** Its error shows under the new feature's name rather than as a toast. */
export const useCreateFeature = () =>
  useListChange({ mutationFn: createFeature, invalidates: [FEATURES_KEY], toastErrors: false });
