import { EmptyState, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Nothing to show: what was looked for and, when useful, a way forward. */
export function ListEmpty({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState py="xl">
      <EmptyState.Indicator>
        <ThemeIcon variant="light" color="gray" radius="xl" size={48}>
          <IconSearchOff size={24} />
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
