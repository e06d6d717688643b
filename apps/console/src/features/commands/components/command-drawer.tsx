import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CommandWithRadiators } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordDrawer } from '@/components/lists/record-drawer';
import { Fact } from '@/components/ui/fact';
import { paths } from '@/config/screens';
import { formatCount, formatDateTime } from '@/lib/format';
import { useCommand } from '../api/get-commands';
import { changeText, targetText } from '../lib/describe';
import { CommandProgress, CommandStatusBadge } from './command-status';
import { EstimateSummary } from './estimate-summary';

function RadiatorList({ command }: { command: CommandWithRadiators }) {
  const { t } = useTranslation('commands');
  const shown = command.radiator_list.length;
  return (
    <section aria-labelledby="command-radiators">
      <Title order={3} fz="h5" mb="sm" id="command-radiators">
        {t('detail.radiatorList')}
      </Title>
      <PlainTable
        label={t('detail.radiatorListLabel')}
        minWidth={520}
        verticalSpacing={6}
        fz="sm"
        headers={[
          t('detail.room'),
          t('detail.home'),
          t('detail.status'),
          t('detail.reason'),
          t('detail.updated'),
        ]}
      >
        {command.radiator_list.map((radiator) => (
          <Table.Tr key={radiator.radiator_id}>
            <Table.Td>{radiator.room.name}</Table.Td>
            <Table.Td>{radiator.home.name}</Table.Td>
            <Table.Td>
              <CommandStatusBadge status={radiator.status} />
            </Table.Td>
            <Table.Td dir="auto">{radiator.reason ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatDateTime(radiator.updated_at)}</bdi>
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
      {shown < command.radiators && (
        <Text fz="sm" c="dimmed" mt="xs">
          {t('detail.listCapped', { shown: formatCount(shown), total: formatCount(command.radiators) })}
        </Text>
      )}
    </section>
  );
}

function CommandDetail({ command }: { command: CommandWithRadiators }) {
  const { t } = useTranslation('commands');
  const waiting = command.counts.pending + command.counts.delivered > 0;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={2} spacing="md">
        <Fact label={t('detail.sent')}>{formatDateTime(command.created_at)}</Fact>
        <Fact label={t('detail.by')}>{command.created_by?.name ?? t('list.byRadiant')}</Fact>
        <Fact label={t('detail.target')}>{targetText(t, command.target)}</Fact>
        <Fact label={t('detail.expires')}>{formatDateTime(command.expires_at)}</Fact>
        <Fact label={t('detail.radiators')}>{formatCount(command.radiators)}</Fact>
        <Fact label={t('detail.homes')}>{formatCount(command.homes)}</Fact>
      </SimpleGrid>
      <section aria-labelledby="command-progress">
        <Title order={3} fz="h5" mb="sm" id="command-progress">
          {t('detail.progress')}
        </Title>
        <CommandProgress counts={command.counts} />
        {waiting && (
          <Text fz="xs" c="dimmed" mt="xs">
            {t('detail.live')}
          </Text>
        )}
      </section>
      <EstimateSummary estimate={command.estimate} />
      <RadiatorList command={command} />
    </Stack>
  );
}

/** A command's detail beside the list: its progress (live while radiators wait), estimate and radiators. */
export function CommandDrawer({ commandId, onClose }: { commandId: number; onClose: () => void }) {
  const { t } = useTranslation('commands');
  return (
    <RecordDrawer
      record={useCommand(commandId)}
      titleOf={(data) => changeText(t, data.change)}
      loadingTitle={t('detail.title')}
      notFound={t('detail.notFound')}
      back={{ to: paths.commands, label: t('detail.backToList') }}
      onClose={onClose}
    >
      {(data) => <CommandDetail command={data} />}
    </RecordDrawer>
  );
}
