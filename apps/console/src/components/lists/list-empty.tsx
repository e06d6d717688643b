import { EmptyState, Paper, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ListEmptyProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  /** What the empty state is about; a search that found nothing unless told otherwise. */
  icon?: ReactNode;
  /** In a card of its own, where it stands for a screen's figures rather than below a table's head. */
  framed?: boolean;
};

/** Nothing to show: what was looked for and, when useful, a way forward. */
export function ListEmpty({
  title,
  description,
  action,
  icon = <IconSearchOff size={24} />,
  framed = false,
}: ListEmptyProps) {
  const empty = (
    <EmptyState py="xl">
      <EmptyState.Indicator>
        <ThemeIcon variant="light" color="gray" radius="xl" size={48}>
          {icon}
        </ThemeIcon>
      </EmptyState.Indicator>
      <EmptyState.Title order={2} fz="h4">
        {title}
      </EmptyState.Title>
      {description && <EmptyState.Description>{description}</EmptyState.Description>}
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
  return framed ? (
    <Paper withBorder radius="lg">
      {empty}
    </Paper>
  ) : (
    empty
  );
}
