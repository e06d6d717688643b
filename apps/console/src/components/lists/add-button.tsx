import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type AddButtonProps = { label: string; icon?: ReactNode } & (
  | { to: string; onClick?: never }
  | { onClick: () => void; to?: never }
);

/** Adds a record: a plus and what it adds, opening its form on a page of its own or over the list. */
export function AddButton({ label, icon = <IconPlus size={16} />, to, onClick }: AddButtonProps) {
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
