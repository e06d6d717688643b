import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SetHeating } from '@/components/slots/set-heating';
import { formatCount } from '@/lib/format';
import type { AlarmAction } from '../api/change-alarms';

type AlarmBulkActionsProps = {
  selected: ReadonlySet<number>;
  /** The radiators of the selected alarms, whose heating can be set. */
  radiatorIds: number[];
  onChange: (action: AlarmAction) => void;
  onClear: () => void;
};

/** The bar over the list while alarms are selected: acknowledge or clear them all in one call, or set the heating of their radiators. */
export function AlarmBulkActions({ selected, radiatorIds, onChange, onClear }: AlarmBulkActionsProps) {
  const { t } = useTranslation('alarms');
  if (selected.size === 0) return null;
  return (
    <Paper withBorder radius="lg" p="sm" mb="md" role="region" aria-label={t('bulk.label')}>
      <Group justify="space-between" gap="sm">
        <Text fw={600} fz="sm" aria-live="polite">
          {t('bulk.selected', { count: selected.size, formatted: formatCount(selected.size) })}
        </Text>
        <Group gap="xs">
          <SetHeating size="xs" target={{ radiator_ids: radiatorIds }} />
          <Button
            size="xs"
            variant="light"
            color="blue"
            leftSection={<IconCheck size={14} />}
            onClick={() => onChange('acknowledge')}
          >
            {t('bulk.acknowledge')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconChecks size={14} />}
            onClick={() => onChange('clear')}
          >
            {t('bulk.clear')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
            {t('bulk.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
