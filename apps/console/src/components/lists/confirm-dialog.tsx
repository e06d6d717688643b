import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  /** What is about to change; the modal is closed while it is undefined. */
  name: string | undefined;
  title: string;
  message: string;
  /** The confirming button: "Delete" in red unless told otherwise. */
  action?: { label: string; color?: string };
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a delete, or another change that is not simply undone; the button spins while the call runs
 * and the modal stays until it answers.
 */
export function ConfirmDialog({
  name,
  title,
  message,
  action,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={name !== undefined} onClose={onClose} title={title} centered radius="lg">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('lists.cancel')}
        </Button>
        <Button color={action?.color ?? 'red'} loading={pending} onClick={onConfirm} data-autofocus>
          {action?.label ?? t('lists.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
