import { EmptyState, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Nothing to show: what was looked for and, when useful, a way forward. */
export function ListEmpty({
  title,
  description,
  action,
  icon = <IconSearchOff size={24} />,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** What the empty state is about; a search that found nothing unless told otherwise. */
  icon?: ReactNode;
}) {
  return (
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
}
