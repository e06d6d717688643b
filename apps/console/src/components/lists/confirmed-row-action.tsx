import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { RowAction } from './row-action';

type ConfirmedRowActionProps = {
  label: string;
  icon: ReactNode;
  color?: string;
  disabled?: boolean;
  /** What the dialog asks about: its name, title, message and confirming button. */
  confirm: { name: string; title: string; message: string; action: { label: string; color?: string } };
  pending: boolean;
  /** Runs the change; the dialog closes once `done` is called (when the call has answered). */
  onConfirm: (done: () => void) => void;
};

/** A row's action that asks first, for a change that is not simply undone. */
export function ConfirmedRowAction({ confirm, pending, onConfirm, ...action }: ConfirmedRowActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <RowAction {...action} onClick={() => setAsking(true)} />
      <ConfirmDialog
        {...confirm}
        name={asking ? confirm.name : undefined}
        pending={pending}
        onClose={() => setAsking(false)}
        onConfirm={() => onConfirm(() => setAsking(false))}
      />
    </>
  );
}
