import { authOperations, type User } from '@radiant/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryClient } from './query-client';
import { endSession, updateSessionUser } from './session';

/** The me-check: refreshes the stored user whenever the current user is (re)loaded. */
async function getMe(): Promise<User> {
  const { data } = await callApi(authOperations.me);
  await updateSessionUser(data.me);
  return data.me;
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export const useMeCheck = () => useQuery(meQueryOptions());

async function logout(): Promise<void> {
  try {
    await callApi(authOperations.logout);
  } finally {
    // Even if the revocation call fails, this browser forgets the session; the token expires on its own.
    endSession('signed-out');
    queryClient.clear();
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
