import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Skeleton.css';
import { Drawer, Skeleton, Title, useDirection } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordError } from './record-error';

type RecordDrawerProps<T> = {
  record: UseQueryResult<T>;
  /** The title once the record is there, and before. */
  titleOf: (record: T) => string;
  loadingTitle: string;
  /** What the drawer shows of the record. */
  children: (record: T) => ReactNode;
  notFound: string;
  back: { to: string; label: string };
  onClose: () => void;
};

/**
 * One record beside its list, on the side the page's text ends: a skeleton while it loads, and a record that
 * cannot be shown offers the way back or a retry.
 */
export function RecordDrawer<T>({
  record,
  titleOf,
  loadingTitle,
  children,
  notFound,
  back,
  onClose,
}: RecordDrawerProps<T>) {
  const { dir } = useDirection();
  const content = () => {
    if (record.isSuccess) return children(record.data);
    if (record.isPending) return <Skeleton height={320} radius="lg" />;
    return (
      <RecordError
        error={record.error}
        notFound={notFound}
        back={back}
        onRetry={record.refetch}
        retrying={record.isRefetching}
      />
    );
  };
  return (
    <Drawer
      opened
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={
        <Title order={2} fz="h4">
          {record.data ? titleOf(record.data) : loadingTitle}
        </Title>
      }
    >
      {content()}
    </Drawer>
  );
}
