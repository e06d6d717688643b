import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Drawer, Title, useDirection } from '@mantine/core';
import { RecordContent, type RecordContentProps } from './record-content';

type RecordDrawerProps<T> = Omit<RecordContentProps<T>, 'noId' | 'placeholder'> & {
  /** The title once the record is there, and before. */
  titleOf: (record: T) => string;
  loadingTitle: string;
  onClose: () => void;
};

/**
 * One record beside its list, on the side the page's text ends: a skeleton while it loads, and a record that
 * cannot be shown offers the way back or a retry.
 */
export function RecordDrawer<T>({ titleOf, loadingTitle, onClose, ...content }: RecordDrawerProps<T>) {
  const { dir } = useDirection();
  const { data } = content.record;
  return (
    <Drawer
      opened
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={
        <Title order={2} fz="h4">
          {data ? titleOf(data) : loadingTitle}
        </Title>
      }
    >
      <RecordContent {...content} />
    </Drawer>
  );
}
