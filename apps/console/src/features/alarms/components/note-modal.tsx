import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { AlarmAction } from '../api/change-alarms';

type NoteModalProps = {
  /** What is about to happen; the modal is closed while undefined. */
  action: AlarmAction | undefined;
  count: number;
  pending: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
};

const MAX_NOTE = 1000;

/** Asks before acknowledging or clearing one alarm or several, with a note for their history. */
export function NoteModal({ action, count, pending, onConfirm, onClose }: NoteModalProps) {
  const { t } = useTranslation('alarms');
  const [note, setNote] = useState('');
  // Each question starts with an empty note.
  useEffect(() => {
    if (action === undefined) setNote('');
  }, [action]);
  const counted = { count, formatted: formatCount(count) };
  return (
    <Modal
      opened={action !== undefined}
      onClose={onClose}
      title={action && t(`note.${action}Title`, counted)}
      centered
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (action) onConfirm(note.trim());
        }}
      >
        <Stack gap="md">
          <Text fz="sm">
            {action && t(`note.${action}Message`)}
            {count > 1 && ` ${t('note.bulkMessage')}`}
          </Text>
          <Textarea
            label={t('note.label')}
            description={t('note.hint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={MAX_NOTE}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('note.cancel')}
            </Button>
            <Button type="submit" color={action === 'clear' ? 'teal' : 'blue'} loading={pending}>
              {action && t(`note.${action}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
