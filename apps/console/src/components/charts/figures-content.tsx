import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from '@/components/lists/list-error';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';

type FiguresContentProps<T> = {
  query: UseQueryResult<T>;
  /** What could not be loaded, said in place with a retry. */
  failed: string;
  /** The heights of the skeletons that stand in for the figures until they first arrive. */
  placeholders: number[];
  /** Whether the figures hold nothing, and what the screen says then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A screen's figures once they are in: skeletons before, a retry in place if they failed. The last figures
 * stay, dimmed, while the next load (another period, another person).
 */
export function FiguresContent<T>({
  query,
  failed,
  placeholders,
  isEmpty,
  empty,
  children,
}: FiguresContentProps<T>) {
  if (query.isError) {
    return <ListError title={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy>
        {placeholders.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} h={height} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return (
    <KeptWhileLoading gap="lg" loading={query.isPlaceholderData}>
      {children(query.data)}
    </KeptWhileLoading>
  );
}
