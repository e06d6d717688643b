import '@mantine/core/styles/Skeleton.css';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type CommandTarget,
  HEATING_MODES,
  type OperationData,
  type radiatorControlOperations,
} from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import type { HeatingControlScope } from '@/components/slots/heating-control';
import { formatCount } from '@/lib/format';
import { useRadiatorControls } from '../api/get-radiator-controls';
import { RadiatorControlsTable } from './radiator-controls-table';
import { SetHeatingButton } from './set-heating-button';

type Summary = OperationData<typeof radiatorControlOperations.list>['summary'];

/** The radiators "Set heating…" changes: the scope's own. */
const targetOf = ({ room, user, client }: HeatingControlScope): CommandTarget =>
  room !== undefined
    ? { room_ids: [room] }
    : user !== undefined
      ? { user_ids: [user] }
      : { client_id: client };

const scopeName = ({ room, user }: HeatingControlScope) =>
  room !== undefined ? 'room' : user !== undefined ? 'user' : 'client';

/** "3 radiators · Frost protection: 2 · No command yet: 1 · 2 waiting for their gateways". */
function SummaryLine({ summary }: { summary: Summary }) {
  const { t } = useTranslation('commands');
  const counted = (key: 'radiators' | 'waiting', count: number) =>
    t(`control.${key}`, { count, formatted: formatCount(count) });
  const parts = [
    counted('radiators', summary.radiators),
    ...[...HEATING_MODES, 'none' as const]
      .filter((mode) => (summary.desired[mode] ?? 0) > 0)
      .map((mode) =>
        t('control.desiredCount', {
          mode: t(`control.modes.${mode}`),
          formatted: formatCount(summary.desired[mode] ?? 0),
        }),
      ),
    ...(summary.waiting > 0 ? [counted('waiting', summary.waiting)] : []),
  ];
  return (
    <Text fz="sm" fw={600} dir="auto">
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * A room's, resident's or client's heating: what each radiator was last asked (mode, temperature, end) against
 * what its gateway reported, live while changes wait for their gateways, with "Set heating…" for them all.
 */
export function HeatingControlPanel(scope: HeatingControlScope) {
  const { t } = useTranslation('commands');
  const controls = useRadiatorControls(scope);

  const body = () => {
    if (controls.isError) return <ListError onRetry={controls.refetch} retrying={controls.isRefetching} />;
    if (controls.isPending) return <Skeleton height={120} radius="md" aria-busy />;
    const { radiators, summary } = controls.data;
    if (summary.radiators === 0) {
      return (
        <Text fz="sm" c="dimmed" dir="auto">
          {t(`control.none.${scopeName(scope)}`)}
        </Text>
      );
    }
    return (
      <Stack gap="sm">
        <div>
          <SummaryLine summary={summary} />
          {summary.waiting > 0 && (
            <Text fz="xs" c="dimmed" dir="auto">
              {t('control.live')}
            </Text>
          )}
        </div>
        <RadiatorControlsTable radiators={radiators} linkRooms={scope.room === undefined} />
        {radiators.length < summary.radiators && (
          <Text fz="sm" c="dimmed" dir="auto">
            {t('control.listCapped', {
              shown: formatCount(radiators.length),
              total: formatCount(summary.radiators),
            })}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="heating-control">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4" id="heating-control">
          {t('control.title')}
        </Title>
        <SetHeatingButton target={targetOf(scope)} />
      </Group>
      {body()}
    </Paper>
  );
}
