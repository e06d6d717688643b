import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

type CodeInputProps = TextInputProps & {
  /** An authenticator app's digits: the phone's number pad, and the code a password manager offers. */
  numeric?: boolean;
  ref?: Ref<HTMLInputElement>;
};

const CODE_STYLES = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' },
} as const;

/** A field for a code of a second factor: left to right in every direction, fixed-width, never corrected. */
export function CodeInput({ numeric = false, ...props }: CodeInputProps) {
  return (
    <TextInput
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete={numeric ? 'one-time-code' : 'off'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      styles={CODE_STYLES}
      {...props}
    />
  );
}
