import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Skeleton.css';
import { LineChart } from '@mantine/charts';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { temperatureSeries } from '@/components/charts/heating-series';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { formatMeasure } from '@/lib/format';
import { useRoomWeek } from '../api/room-week';

const hourLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const meanOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
};

/** The room's temperature against its setpoint and the weather, hour by hour over the last seven days. */
export function RoomWeekChart({ roomId }: { roomId: number }) {
  const { t } = useTranslation('residentialUsers');
  const axes = useChartAxes();
  const week = useRoomWeek(roomId);
  if (week.isError) return <ListError title={t('room.weekFailed')} onRetry={week.refetch} retrying={false} />;
  if (!week.hours) return <Skeleton h={320} radius="lg" />;
  const roomMean = meanOf(week.hours.map((hour) => hour.room_c));
  if (roomMean === null) {
    return (
      <ListEmpty
        title={t('room.noReadings')}
        description={t('room.noReadingsHint')}
        icon={<IconChartLine size={28} />}
        framed
      />
    );
  }
  const setpointMean = meanOf(week.hours.map((hour) => hour.setpoint_c));
  const summary = t('room.weekSummary', {
    room: formatMeasure(roomMean),
    setpoint: formatMeasure(setpointMean),
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4">
        {t('room.week')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {summary}
      </Text>
      <LineChart
        role="img"
        aria-label={`${t('room.week')}. ${summary}`}
        h={280}
        data={week.hours.map((hour) => ({
          hour: hourLabel.format(new Date(hour.start)),
          room: hour.room_c,
          setpoint: hour.setpoint_c,
          outdoor: hour.outdoor_c,
        }))}
        dataKey="hour"
        withLegend
        withDots={false}
        connectNulls={false}
        unit=" °C"
        xAxisProps={axes.x({ minTickGap: 40 })}
        yAxisProps={axes.y()}
        series={temperatureSeries({
          room: t('room.temperature'),
          setpoint: t('room.setpoint'),
          outdoor: t('room.outdoor'),
        })}
      />
    </Paper>
  );
}
