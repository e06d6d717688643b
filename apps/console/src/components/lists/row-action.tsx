import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RowActionProps = { label: string; icon: ReactNode; color?: string } & (
  | { to: string; onClick?: never; disabled?: never }
  | { onClick: () => void; to?: never; disabled?: boolean }
);

/**
 * An icon button in a row (details, edit, delete), named for screen readers and shown as a tooltip.
 * A disabled one stays focusable and hoverable, so its label can say why it cannot be used.
 */
export function RowAction({ label, icon, color, to, onClick, disabled }: RowActionProps) {
  const shared = { variant: 'subtle', color: color ?? 'gray', 'aria-label': label } as const;
  return (
    <Tooltip label={label} withArrow openDelay={300} multiline maw={280}>
      {to ? (
        <ActionIcon component={Link} to={to} {...shared}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon
          onClick={disabled ? undefined : onClick}
          data-disabled={disabled || undefined}
          aria-disabled={disabled || undefined}
          {...shared}
        >
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
