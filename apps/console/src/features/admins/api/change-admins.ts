import { type Admin, type AdminRequest, type AdminUpdate, adminOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { useListChange } from '@/lib/list-change';
import { ADMINS_KEY } from './get-admins';

const createAdmin = (body: AdminRequest) => callApi(adminOperations.create, { body });

/** The answer holds the invitation link, shown once: the caller keeps it on screen until the owner has it. */
export const useCreateAdmin = () => useListChange({ mutationFn: createAdmin, invalidates: [ADMINS_KEY] });

const updateAdmin = ({ id, ...body }: AdminUpdate & { id: number }) =>
  callApi(adminOperations.update, { params: { id }, body });

/** An owner who changes their own role sees the console as it now is for them: the me-check reloads too. */
export const useUpdateAdmin = () =>
  useListChange({ mutationFn: updateAdmin, invalidates: [ADMINS_KEY, meQueryOptions().queryKey] });

/** An active admin is sent 0 (their sessions end at once), a deactivated one 1. */
const toggleAdminStatus = ({ id, status }: Pick<Admin, 'id' | 'status'>) =>
  callApi(adminOperations.setStatus, { params: { id, status: status ? 0 : 1 } });

export const useToggleAdminStatus = () =>
  useListChange({ mutationFn: toggleAdminStatus, invalidates: [ADMINS_KEY] });

const inviteAdmin = (id: number) => callApi(adminOperations.invite, { params: { id } });

/** A new invitation link; the earlier one stops working. Shown once, like the first. */
export const useInviteAdmin = () => useListChange({ mutationFn: inviteAdmin, invalidates: [ADMINS_KEY] });

const resetMfa = (id: number) => callApi(adminOperations.resetMfa, { params: { id } });

/** Turns off an admin's second factor (a lost phone): they sign in with their password until they set it up. */
export const useResetMfa = () => useListChange({ mutationFn: resetMfa, invalidates: [ADMINS_KEY] });

const unlockMfa = (id: number) => callApi(adminOperations.unlockMfa, { params: { id } });

/** Lifts the lock that wrong codes put on an admin's second factor: their next right code signs them in. */
export const useUnlockMfa = () => useListChange({ mutationFn: unlockMfa, invalidates: [ADMINS_KEY] });
