import type { KeyboardEvent } from 'react';

/**
 * Keys for a small form inside a bigger one or inside a dialog: Enter saves it without submitting the outer
 * form, Escape abandons it. The field also needs `data-mantine-stop-propagation`, or Escape closes the dialog.
 */
export const inlineFieldKeys =
  ({ onEnter, onEscape }: { onEnter: () => void; onEscape: () => void }) =>
  (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
    if (event.key === 'Escape') onEscape();
  };
