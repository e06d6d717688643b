import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

type TagProps = Pick<BadgeProps, 'color' | 'variant' | 'size'> & { title?: string; children: ReactNode };

/** A short state or kind ("Active", "Critical", "Owner"), kept on one line however narrow its column. */
export function Tag({ variant = 'light', ...badge }: TagProps) {
  return <Badge variant={variant} radius="sm" miw="max-content" {...badge} />;
}
