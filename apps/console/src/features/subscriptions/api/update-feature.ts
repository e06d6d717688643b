import type { Feature, FeatureRequest } from '@radiant/contract';
import { api } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';
import { PLANS_KEY } from './get-plans';

type FeatureUpdate = FeatureRequest & { id: number };

const updateFeature = ({ id, ...feature }: FeatureUpdate) =>
  api.post<{ feature: Feature }>(`/v1/subscriptions/features-list/${id}`, feature);

/** A rename shows in every plan that has the feature; its error shows under the name field. */
export const useUpdateFeature = () =>
  useListChange({ mutationFn: updateFeature, invalidates: [FEATURES_KEY, PLANS_KEY], toastErrors: false });
