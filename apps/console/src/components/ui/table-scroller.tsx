import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './table-scroller.module.css';

type TableScrollerProps = {
  /** The region's accessible name: the table's own. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Above this height it scrolls downwards too. */
  maxHeight?: string;
  children: ReactNode;
};

/**
 * What holds a table that may scroll: on a phone most tables are wider than the screen. It is a named region
 * in the tab order, so keyboards can scroll it even when the table holds nothing to focus (WCAG 2.1.1).
 */
export function TableScroller({ label, minWidth, maxHeight, children }: TableScrollerProps) {
  return (
    <Table.ScrollContainer
      className={classes.scroller}
      minWidth={minWidth}
      maxHeight={maxHeight}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
