import { useState } from 'react';
import { type AlarmAction, useChangeAlarms } from '../api/change-alarms';

/**
 * Acknowledging or clearing through the note dialog: `ask` opens it for some alarms, and `modal` holds the
 * dialog's props. The dialog closes once the server has answered.
 */
export function useAlarmChange(onDone?: () => void) {
  const change = useChangeAlarms();
  const [asked, setAsked] = useState<{ action: AlarmAction; ids: number[] }>();
  return {
    ask: (action: AlarmAction, ids: number[]) => setAsked({ action, ids }),
    modal: {
      action: asked?.action,
      count: asked?.ids.length ?? 0,
      pending: change.isPending,
      onClose: () => setAsked(undefined),
      onConfirm: (note: string) =>
        asked &&
        change.mutate(
          { ...asked, note },
          {
            onSuccess: onDone,
            onSettled: () => setAsked(undefined),
          },
        ),
    },
  };
}
