import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What the dialog asks about: its name, title, message and confirming button ("Delete" in red if none). */
export type Question = {
  name: string;
  title: string;
  message: string;
  action?: { label: string; color?: string };
};

type ConfirmedActionProps = {
  /** What opens the question: a row's icon, a button. */
  trigger: (ask: () => void) => ReactNode;
  confirm: Question;
  pending: boolean;
  /** Runs the change; the dialog closes once `done` is called (when the call has answered). */
  onConfirm: (done: () => void) => void;
};

/** An action that asks first, for a change that is not simply undone. */
export function ConfirmedAction({ trigger, confirm, pending, onConfirm }: ConfirmedActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      {trigger(() => setAsking(true))}
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
