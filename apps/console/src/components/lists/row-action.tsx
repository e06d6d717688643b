import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RowActionProps = { label: string; icon: ReactNode; color?: string } & (
  | { to: string; onClick?: never }
  | { onClick: () => void; to?: never }
);

/** An icon button in a row (details, edit, delete), named for screen readers and shown as a tooltip. */
export function RowAction({ label, icon, color, to, onClick }: RowActionProps) {
  const shared = { variant: 'subtle', color: color ?? 'gray', 'aria-label': label } as const;
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      {to ? (
        <ActionIcon component={Link} to={to} {...shared}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...shared}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
