import { type CommercialClientRequest, commercialClientOperations } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const createCommercialClient = (client: CommercialClientRequest) =>
  callApi(commercialClientOperations.create, { body: client });

/**
 * Creates a client; the caller completes (toast, back to the list) only once the answer's level is 5001
 * (spec §5), so the success toast is not this hook's. A failure shows the server's description.
 */
export function useCreateCommercialClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommercialClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMERCIAL_CLIENTS_KEY }),
    onError: notifyError,
  });
}
