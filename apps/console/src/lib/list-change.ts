import type { SuccessEnvelope as Envelope } from '@radiant/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { isStaleEdit, notifyError, notifySuccess } from './notify';

type ListChangeOptions<Variables, Data> = {
  mutationFn: (variables: Variables) => Promise<Envelope<Data>>;
  /** The lists that show what changed: they reload after the change. */
  invalidates: QueryKey[];
  /** The success toast; the server's description unless told otherwise. */
  successMessage?: (answer: Envelope<Data>) => string;
  /** A field that shows its error beneath itself, instead of a toast, turns this off (a stale edit still toasts). */
  toastErrors?: boolean;
};

/** A create, update, delete or status change: toast on success, reload the list, toast a failure. */
export function useListChange<Variables, Data>({
  mutationFn,
  invalidates,
  successMessage = (answer) => answer.description,
  toastErrors = true,
}: ListChangeOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  return useMutation<Envelope<Data>, Error, Variables>({
    mutationFn,
    onSuccess: (answer) => {
      notifySuccess(successMessage(answer));
      return Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (toastErrors || isStaleEdit(error)) notifyError(error);
    },
  });
}
