import { BarChart } from '@mantine/charts';
import type { RoomUsage } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/config/chart-colors';
import { formatCompactCount, formatMeasure } from '@/lib/format';
import { roomLabel } from '../lib/room-label';

/** Room bars are this tall; the chart grows with the rooms. */
const BAR_ROOM = 34;

/** Each room's energy over the range, largest first, as bars across. */
export function RoomsEnergyChart({ rooms }: { rooms: RoomUsage[] }) {
  const { t } = useTranslation('analytics/heating');
  const axes = useChartAxes();
  const homes = new Set(rooms.map((room) => room.home_id)).size;
  const largestFirst = [...rooms].sort((a, b) => b.energy_kwh - a.energy_kwh);
  const data = largestFirst.map((room) => ({ room: roomLabel(room, homes), energy: room.energy_kwh }));
  const top = largestFirst[0];
  const summary =
    top && top.energy_kwh > 0
      ? t('roomsScreen.chartSummary', {
          room: roomLabel(top, homes),
          kwh: formatMeasure(top.energy_kwh),
          perM2: formatMeasure(top.kwh_per_m2),
        })
      : t('roomsScreen.nothingUsed');
  return (
    <ChartCard
      title={t('roomsScreen.chart')}
      summary={summary}
      height={Math.max(140, data.length * BAR_ROOM + 40)}
      chart={(label) => (
        <BarChart
          {...label}
          data={data}
          dataKey="room"
          orientation="vertical"
          yAxisProps={axes.y({ width: 150 })}
          xAxisProps={axes.x({ tickFormatter: formatCompactCount })}
          series={[{ name: 'energy', label: t('charts.energyKwh'), color: CHART_COLORS.energy }]}
        />
      )}
    />
  );
}
