import type { Feature, FeatureRequest } from '@radiant/contract';
import { api } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';

const createFeature = (feature: FeatureRequest) =>
  api.post<{ feature: Feature }>('/v1/subscriptions/features-list', feature);

/** Its error shows under the new feature's name rather than as a toast. */
export const useCreateFeature = () =>
  useListChange({ mutationFn: createFeature, invalidates: [FEATURES_KEY], toastErrors: false });
