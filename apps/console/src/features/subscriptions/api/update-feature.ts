import { type FeatureRequest, featureOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';
import { PLANS_KEY } from './get-plans';

type FeatureUpdate = FeatureRequest & { id: number };

const updateFeature = ({ id, ...feature }: FeatureUpdate) =>
  callApi(featureOperations.update, { params: { id }, body: feature });

/** A rename shows in every plan that has the feature; its error shows under the name field. */
export const useUpdateFeature = () =>
  useListChange({ mutationFn: updateFeature, invalidates: [FEATURES_KEY, PLANS_KEY], toastErrors: false });
