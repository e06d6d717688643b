import { deviceKeyOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { USERS_KEY } from './get-users';

/** Every home's gateway keys: a create or a revoke reloads the lists under it. */
const DEVICE_KEYS_KEY = [...USERS_KEY, 'device-keys'] as const;

/** A home's gateway keys, newest first, revoked ones included. */
export const useDeviceKeys = (homeId: number) =>
  useQuery({
    queryKey: [...DEVICE_KEYS_KEY, homeId],
    queryFn: async () =>
      (await callApi(deviceKeyOperations.list, { params: { id: homeId } })).data.device_keys,
  });

const createDeviceKey = ({ homeId, label }: { homeId: number; label: string }) =>
  callApi(deviceKeyOperations.create, { params: { id: homeId }, body: { label } });

/** The answer holds the key itself, shown once: the caller keeps it on screen until the admin has it. */
export const useCreateDeviceKey = () =>
  useListChange({ mutationFn: createDeviceKey, invalidates: [DEVICE_KEYS_KEY] });

const revokeDeviceKey = (id: number) => callApi(deviceKeyOperations.revoke, { params: { id } });

export const useRevokeDeviceKey = () =>
  useListChange({ mutationFn: revokeDeviceKey, invalidates: [DEVICE_KEYS_KEY] });
