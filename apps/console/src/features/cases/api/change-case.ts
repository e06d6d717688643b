import { caseOperations, type OperationInput } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { CASES_KEY } from './get-cases';

export type CaseEventInput = NonNullable<OperationInput<typeof caseOperations.addEvent>['body']>;
export type CaseUpdateInput = NonNullable<OperationInput<typeof caseOperations.update>['body']>;
export type CaseCreateInput = NonNullable<OperationInput<typeof caseOperations.create>['body']>;

// Each change toasts the server's description and reloads the case and every list of cases; a 400 goes under
// the form's fields instead of a toast (a stale edit still toasts, with its reload).

/** A note, a contact attempt or a status change. */
export const useAddCaseEvent = (id: number) =>
  useListChange({
    mutationFn: (body: CaseEventInput) => callApi(caseOperations.addEvent, { params: { id }, body }),
    invalidates: [CASES_KEY],
    toastErrors: false,
  });

/** The owner or severity, from the version shown. */
export const useUpdateCase = (id: number) =>
  useListChange({
    mutationFn: (body: CaseUpdateInput) => callApi(caseOperations.update, { params: { id }, body }),
    invalidates: [CASES_KEY],
    toastErrors: false,
  });

/** A new case on a home. */
export const useOpenCase = () =>
  useListChange({
    mutationFn: (body: CaseCreateInput) => callApi(caseOperations.create, { body }),
    invalidates: [CASES_KEY],
    toastErrors: false,
  });
