import { TextInput } from '@mantine/core';
import type { ComponentProps, KeyboardEvent } from 'react';

type InlineTextInputProps = Omit<ComponentProps<typeof TextInput>, 'onChange' | 'onKeyDown'> & {
  value: string;
  onValueChange: (value: string) => void;
  onEnter: () => void;
  onEscape: () => void;
};

/**
 * A field of a small form that sits inside a bigger form or a dialog: Enter saves the small form without
 * submitting the outer one, and Escape abandons it without closing the dialog.
 */
export function InlineTextInput({ onValueChange, onEnter, onEscape, ...props }: InlineTextInputProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
    if (event.key === 'Escape') onEscape();
  };
  return (
    <TextInput
      {...props}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      data-mantine-stop-propagation
    />
  );
}
