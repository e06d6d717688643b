import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import type { BulkAction } from '@radiant/contract';
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetHeating } from '@/components/slots/set-heating';
import { formatCount } from '@/lib/format';
import { useBulkChangeUsers } from '../api/change-users';

const BUTTONS = [
  { action: 'activate', Icon: IconPlayerPlay, color: 'teal' },
  { action: 'deactivate', Icon: IconPlayerPause, color: 'orange' },
  { action: 'delete', Icon: IconTrash, color: 'red' },
] as const;

/**
 * The bar over the list while rows are selected: set their heating, or activate, deactivate or delete them all,
 * each after one confirmation, in one call (one transaction on the server).
 */
export function BulkActions({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const { t } = useTranslation('residentialUsers');
  const change = useBulkChangeUsers();
  const [pending, setPending] = useState<BulkAction>();
  const count = { count: selected.size, formatted: formatCount(selected.size) };
  if (selected.size === 0) return null;

  const confirm = () =>
    pending &&
    change.mutate(
      { action: pending, ids: [...selected] },
      {
        onSuccess: onDone,
        onSettled: () => setPending(undefined),
      },
    );

  return (
    <Paper withBorder radius="lg" p="sm" mb="md" role="region" aria-label={t('bulk.label')}>
      <Group justify="space-between" gap="sm">
        <Text fw={600} fz="sm" aria-live="polite">
          {t('bulk.selected', count)}
        </Text>
        <Group gap="xs">
          <SetHeating size="xs" target={{ user_ids: [...selected] }} />
          {BUTTONS.map(({ action, Icon, color }) => (
            <Button
              key={action}
              size="xs"
              variant="light"
              color={color}
              leftSection={<Icon size={14} />}
              onClick={() => setPending(action)}
            >
              {t(`bulk.${action}`)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onDone}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={pending && t(`bulk.${pending}Title`, count)}
        centered
        radius="lg"
      >
        <Text>{pending && t(`bulk.${pending}Message`, count)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(undefined)} disabled={change.isPending}>
            {t('bulk.cancel')}
          </Button>
          <Button
            color={BUTTONS.find((button) => button.action === pending)?.color}
            loading={change.isPending}
            onClick={confirm}
            data-autofocus
          >
            {pending && t(`bulk.${pending}Confirm`, count)}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
