import { Badge, Stack } from '@mantine/core';
import { type RadiatorHealthReport, STRUGGLING_SHARE } from '@radiant/contract';
import { IconAlertTriangle, IconClockHour4, IconPlugConnectedX, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '@/components/charts/figures-table';
import { ListEmpty } from '@/components/lists/list-empty';
import { StatGrid } from '@/components/ui/stat-grid';
import { formatCount, formatMeasure, formatShare } from '@/lib/format';

type Radiator = RadiatorHealthReport['radiators'][number];
type State = 'neverReaches' | 'offline' | 'struggling' | 'fine';

const STATE_COLORS: Record<State, string> = {
  neverReaches: 'red',
  offline: 'gray',
  struggling: 'ember',
  fine: 'teal',
};

/** The worst thing about a radiator, as the report orders them. */
const stateOf = (radiator: Radiator): State =>
  radiator.never_reaches
    ? 'neverReaches'
    : radiator.offline
      ? 'offline'
      : (radiator.below_setpoint_share ?? 0) >= STRUGGLING_SHARE
        ? 'struggling'
        : 'fine';

/** One client's radiators: their health in sum, then the worst of them. */
export function ClientRadiators({ client, report }: { client: string; report: RadiatorHealthReport }) {
  const { t } = useTranslation('analytics/insight');
  const { summary } = report;
  const columns = ['resident', 'room', 'below', 'heatup', 'heatingHours', 'state'] as const;
  return (
    <Stack gap="lg">
      <StatGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        stats={[
          {
            label: t('summary.radiators'),
            value: formatCount(summary.radiators),
            hint: t('summary.reporting', { value: formatCount(summary.reporting) }),
            icon: IconTemperature,
            color: 'blue',
          },
          {
            label: t('summary.offline'),
            value: formatCount(summary.offline_over_24h),
            icon: IconPlugConnectedX,
            color: 'gray',
          },
          {
            label: t('summary.struggling'),
            value: formatCount(summary.struggling),
            hint: t('summary.neverReaching', { value: formatCount(summary.never_reaching) }),
            icon: IconAlertTriangle,
          },
          {
            label: t('summary.heatup'),
            value:
              summary.mean_heatup_minutes === null
                ? '–'
                : t('summary.minutes', { value: formatMeasure(summary.mean_heatup_minutes) }),
            hint: summary.mean_heatup_minutes === null ? t('summary.noHeatups') : undefined,
            icon: IconClockHour4,
            color: 'orange',
          },
        ]}
      />
      {report.radiators.length === 0 ? (
        <ListEmpty icon={<IconTemperature size={24} />} title={t('noRadiators')} framed />
      ) : (
        <FiguresTable
          caption={t('worstTable', { client })}
          rowHeader={t('columns.radiator')}
          columns={columns.map((key) => ({
            key,
            header: t(`columns.${key}`),
            text: key === 'resident' || key === 'room' || key === 'state',
          }))}
          rows={report.radiators.map((radiator) => {
            const state = stateOf(radiator);
            return {
              key: radiator.radiator_id,
              label: `${radiator.manufacturer} ${radiator.model}`,
              cells: [
                { key: 'resident', text: radiator.user_name },
                { key: 'room', text: radiator.room_name },
                { key: 'below', text: formatShare(radiator.below_setpoint_share) },
                { key: 'heatup', text: formatMeasure(radiator.mean_heatup_minutes) },
                { key: 'heatingHours', text: formatMeasure(radiator.heating_hours) },
                {
                  key: 'state',
                  text: (
                    <Badge variant="light" color={STATE_COLORS[state]} radius="sm">
                      {t(`state.${state}`)}
                    </Badge>
                  ),
                },
              ],
            };
          })}
        />
      )}
    </Stack>
  );
}
