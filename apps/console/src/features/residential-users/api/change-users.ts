import { type BulkAction, type ResidentialUser, residentialUserOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { USERS_KEY } from './get-users';

/** An active user is sent 0, an inactive one 1. */
const toggleUserStatus = ({ id, status }: Pick<ResidentialUser, 'id' | 'status'>) =>
  callApi(residentialUserOperations.setStatus, { params: { user_id: id, status: status ? 0 : 1 } });

export const useToggleUserStatus = () =>
  useListChange({ mutationFn: toggleUserStatus, invalidates: [USERS_KEY] });

const deleteUser = (id: number) => callApi(residentialUserOperations.remove, { params: { id } });

export const useDeleteUser = () => useListChange({ mutationFn: deleteUser, invalidates: [USERS_KEY] });

const changeUsers = (body: { action: BulkAction; ids: number[] }) =>
  callApi(residentialUserOperations.bulk, { body });

export const useBulkChangeUsers = () => useListChange({ mutationFn: changeUsers, invalidates: [USERS_KEY] });
