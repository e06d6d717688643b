import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { RoomDamp } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { CHART_COLORS } from '@/config/chart-colors';
import { formatDay } from '@/lib/format';

/** The surface humidity at which mould can grow (BS EN ISO 13788): the line the chart measures against. */
const MOULD_RH = 80;

/** Temperature is blue on every chart; the coldest surface, estimated rather than measured, is dashed. */
const HUMIDITY_COLORS = { humidity: 'cyan.7', surface: 'grape.6' } as const;
const TEMPERATURE_COLORS = {
  room: CHART_COLORS.temperature,
  surface: 'grape.6',
  dewPoint: 'teal.7',
} as const;

// As the room's last 7 days label their hours.
const hourLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

type Point = {
  at: string;
  room_c: number | null;
  humidity_pct: number | null;
  dew_point_c: number | null;
  surface_c: number | null;
  surface_humidity_pct: number | null;
};

/** From the tens below the driest point (70 % at most, so the mould line's label has room) to 100 %, by tens. */
function humidityAxis(points: Point[]) {
  const values = points.flatMap((point) => [point.humidity_pct, point.surface_humidity_pct]);
  const lowest = Math.min(...values.filter((value): value is number => value !== null));
  const floor = Math.max(0, Math.min(70, Math.floor((lowest - 5) / 10) * 10));
  return {
    domain: [floor, 100],
    ticks: Array.from({ length: (100 - floor) / 10 + 1 }, (_, index) => floor + index * 10),
  };
}

/** The chart's points: day by day over the whole window, or hour by hour over its last `days` days. */
export function pointsOf(damp: RoomDamp, days: 7 | 28): Point[] {
  if (days === 28) return damp.days.map((day) => ({ ...day, at: formatDay(day.day) }));
  return damp.hours.slice(-days * 24).map((hour) => ({ ...hour, at: hourLabel.format(new Date(hour.hour)) }));
}

/**
 * A room's humidity against the mould line, and its temperature against the dew point: two small charts that
 * share their time axis, so a damp spell reads across both.
 */
export function RoomDampChart({ points, title }: { points: Point[]; title: string }) {
  const { t } = useTranslation('residentialUsers');
  const axes = useChartAxes();
  const shared = {
    h: 220,
    dataKey: 'at',
    data: points,
    withLegend: true,
    withDots: points.length <= 31,
    connectNulls: false,
    xAxisProps: axes.x({ minTickGap: 40 }),
  };
  return (
    <Stack gap="md">
      <div>
        <Text fz="sm" fw={600} mb={4}>
          {t('damp.humidityChart')}
        </Text>
        <LineChart
          {...shared}
          role="img"
          aria-label={`${title}: ${t('damp.humidityChart')}`}
          unit=" %"
          yAxisProps={axes.y(humidityAxis(points))}
          referenceLines={[
            {
              y: MOULD_RH,
              color: 'red.7',
              strokeDasharray: '6 4',
              label: { value: t('damp.mouldLine', { rh: MOULD_RH }), fill: 'var(--mantine-color-text)' },
              labelPosition: 'insideTopLeft',
            },
          ]}
          series={[
            { name: 'humidity_pct', label: t('damp.humidity'), color: HUMIDITY_COLORS.humidity },
            {
              name: 'surface_humidity_pct',
              label: t('damp.surfaceHumidity'),
              color: HUMIDITY_COLORS.surface,
              strokeDasharray: '6 4',
            },
          ]}
        />
      </div>
      <div>
        <Text fz="sm" fw={600} mb={4}>
          {t('damp.temperatureChart')}
        </Text>
        <LineChart
          {...shared}
          role="img"
          aria-label={`${title}: ${t('damp.temperatureChart')}`}
          unit=" °C"
          yAxisProps={axes.y()}
          series={[
            { name: 'room_c', label: t('damp.roomTemperature'), color: TEMPERATURE_COLORS.room },
            {
              name: 'surface_c',
              label: t('damp.surfaceTemperature'),
              color: TEMPERATURE_COLORS.surface,
              strokeDasharray: '6 4',
            },
            { name: 'dew_point_c', label: t('damp.dewPoint'), color: TEMPERATURE_COLORS.dewPoint },
          ]}
        />
      </div>
    </Stack>
  );
}
