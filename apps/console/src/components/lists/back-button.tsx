import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

type BackButtonProps = { to: string; label: string; variant?: 'default' | 'light' };

/** The way back to a list (or the record above), its arrow pointing backwards in either direction of text. */
export function BackButton({ to, label, variant = 'default' }: BackButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      leftSection={<IconArrowLeft size={16} className="mantine-rotate-rtl" />}
    >
      {label}
    </Button>
  );
}
