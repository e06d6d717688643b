import '@mantine/core/styles/Skeleton.css';
import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordError } from './record-error';

export type RecordContentProps<T> = {
  record: UseQueryResult<T>;
  /** The address names no valid id: the record is not found, without asking. */
  noId?: boolean;
  /** What stands in while the record loads: a card-sized skeleton unless told otherwise (a form's, say). */
  placeholder?: ReactNode;
  notFound: string;
  back: { to: string; label: string };
  /** What is shown of the record. */
  children: (record: T) => ReactNode;
};

/** A record once it is there; until then a placeholder, and the way back or a retry if it cannot be shown. */
export function RecordContent<T>({
  record,
  noId = false,
  placeholder = <Skeleton height={320} radius="lg" />,
  notFound,
  back,
  children,
}: RecordContentProps<T>) {
  if (record.isSuccess) return children(record.data);
  if (!noId && record.isPending) return placeholder;
  return (
    <RecordError
      error={record.error ?? undefined}
      notFound={notFound}
      back={back}
      onRetry={record.refetch}
      retrying={record.isRefetching}
    />
  );
}
