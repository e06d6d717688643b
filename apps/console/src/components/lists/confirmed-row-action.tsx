import type { ReactNode } from 'react';
import { ConfirmedAction, type Question } from './confirmed-action';
import { RowAction } from './row-action';

type ConfirmedRowActionProps = {
  label: string;
  icon: ReactNode;
  color?: string;
  disabled?: boolean;
  confirm: Question;
  pending: boolean;
  /** Runs the change; the dialog closes once `done` is called (when the call has answered). */
  onConfirm: (done: () => void) => void;
};

/** A row's action that asks first, for a change that is not simply undone. */
export function ConfirmedRowAction({ confirm, pending, onConfirm, ...action }: ConfirmedRowActionProps) {
  return (
    <ConfirmedAction
      trigger={(ask) => <RowAction {...action} onClick={ask} />}
      confirm={confirm}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
