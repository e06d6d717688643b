import { Stack, type StackProps } from '@mantine/core';

/**
 * Figures already shown, kept on screen but dimmed (and marked busy) while the next ones load, so a change of
 * period or person never blanks the screen.
 */
export function KeptWhileLoading({ loading, ...stack }: StackProps & { loading: boolean }) {
  return <Stack aria-busy={loading} opacity={loading ? 0.6 : 1} {...stack} />;
}
