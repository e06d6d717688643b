import { BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { HeatingAnalytics } from '@radiant/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { ChartCard } from '@/components/charts/chart-card';
import { energySeries, temperatureSeries } from '@/components/charts/heating-series';
import type { SummarisedChart } from '@/components/charts/summarised-chart';
import { CHART_COLORS } from '@/config/chart-colors';
import { formatCompactCount } from '@/lib/format';
import { bucketLabel, hasBegun } from '../lib/bucket-labels';

const CHART_HEIGHT = 240;
/** Axis ticks short enough for a narrow screen: 14M rather than 14000000. */
const axis = { tickFormatter: formatCompactCount };

type ChartLabel = Parameters<ComponentProps<typeof SummarisedChart>['chart']>[0];

/**
 * Energy against the weather, temperatures against the setpoint, heating hours and cost, per bucket. Warm
 * colours are energy and heat, cool ones temperature and weather.
 */
export function HeatingCharts({ analytics }: { analytics: HeatingAnalytics }) {
  const { t } = useTranslation('analytics/heating');
  const axes = useChartAxes();
  const begun = analytics.buckets.filter((bucket) => hasBegun(bucket));
  const data = begun.map((bucket) => ({
    label: bucketLabel(analytics.period, bucket.start),
    energy: bucket.energy_kwh,
    degreeDays: bucket.degree_days,
    room: bucket.room_c,
    setpoint: bucket.setpoint_c,
    outdoor: bucket.outdoor_c,
    heatingHours: bucket.heating_hours,
    cost: bucket.cost_gbp,
  }));
  /** One measure per bucket as bars. */
  const bars = (name: string, label: string, color: string) => (chartLabel: ChartLabel) => (
    <BarChart
      {...chartLabel}
      data={data}
      dataKey="label"
      withLegend
      xAxisProps={axes.x()}
      yAxisProps={axes.y(axis)}
      series={[{ name, label, color }]}
    />
  );
  const busiest = begun.reduce<(typeof begun)[number] | undefined>(
    (most, bucket) => (!most || bucket.energy_kwh > most.energy_kwh ? bucket : most),
    undefined,
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        height={CHART_HEIGHT}
        title={t('charts.energy')}
        summary={
          busiest && busiest.energy_kwh > 0
            ? t('charts.energySummary', { label: bucketLabel(analytics.period, busiest.start) })
            : t('charts.nothingUsed')
        }
        chart={(label) => (
          <CompositeChart
            {...label}
            data={data}
            dataKey="label"
            withLegend
            withRightYAxis
            xAxisProps={axes.x()}
            yAxisProps={axes.y(axis)}
            rightYAxisProps={axes.rightY(axis)}
            series={energySeries({ energy: t('charts.energyKwh'), degreeDays: t('charts.degreeDays') })}
          />
        )}
      />
      <ChartCard
        height={CHART_HEIGHT}
        title={t('charts.temperatures')}
        summary={t('charts.temperaturesSummary')}
        chart={(label) => (
          <LineChart
            {...label}
            data={data}
            dataKey="label"
            withLegend
            connectNulls={false}
            xAxisProps={axes.x()}
            yAxisProps={axes.y()}
            unit=" °C"
            series={temperatureSeries({
              room: t('charts.room'),
              setpoint: t('charts.setpoint'),
              outdoor: t('charts.outdoor'),
            })}
          />
        )}
      />
      <ChartCard
        height={CHART_HEIGHT}
        title={t('charts.heatingHours')}
        summary={t('charts.heatingHoursSummary')}
        chart={bars('heatingHours', t('charts.radiatorHours'), CHART_COLORS.heating)}
      />
      <ChartCard
        height={CHART_HEIGHT}
        title={t('charts.cost')}
        summary={t('charts.costSummary', { price: analytics.price_per_kwh })}
        chart={bars('cost', t('charts.costGbp'), CHART_COLORS.cost)}
      />
    </SimpleGrid>
  );
}
