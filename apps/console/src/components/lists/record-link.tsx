import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RecordLinkProps = {
  /** The accessible name, when the text alone would not say what opens. */
  label?: string;
  /** Kept on one line (a date and time). */
  nowrap?: boolean;
  children: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** A record's name in a row that opens it: its own page, or its detail over the list. */
export function RecordLink({ label, nowrap, to, onClick, children }: RecordLinkProps) {
  const style = nowrap ? { whiteSpace: 'nowrap' as const } : undefined;
  return to ? (
    <Anchor component={Link} to={to} fw={600} fz="sm" aria-label={label} style={style}>
      {children}
    </Anchor>
  ) : (
    <Anchor
      component="button"
      type="button"
      onClick={onClick}
      fw={600}
      fz="sm"
      ta="start"
      aria-label={label}
      style={style}
    >
      {children}
    </Anchor>
  );
}
