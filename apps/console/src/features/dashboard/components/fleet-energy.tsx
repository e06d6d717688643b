import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { energySeries } from '@/components/charts/heating-series';
import { SummarisedChart } from '@/components/charts/summarised-chart';
import { formatCount } from '@/lib/format';
import { useDashboardFigures, useFleetThisMonth } from '../api/figures';
import { WidgetBody } from './widget-frame';

const hasBegun = (bucket: { start: string }) => Date.parse(bucket.start) <= Date.now();

/**
 * The fleet's energy per day this month (warm) against the weather's degree-days (cool). The month's total is
 * the dashboard's live figure once known: it moves as readings arrive, the chart when it is next loaded.
 */
export function FleetEnergy() {
  const { t } = useTranslation('dashboard');
  const axes = useChartAxes();
  const liveEnergy = useDashboardFigures().data?.fleet_energy_kwh.this_month;
  return (
    <WidgetBody query={useFleetThisMonth()}>
      {({ buckets, totals }) => {
        const energy = formatCount(Math.round(liveEnergy ?? totals.energy_kwh));
        const summary =
          totals.kwh_per_degree_day === null
            ? t('fleet.summaryNoWeather', { energy })
            : t('fleet.summary', {
                energy,
                perDegreeDay: formatCount(Math.round(totals.kwh_per_degree_day)),
              });
        return (
          <SummarisedChart
            summary={summary}
            chart={(label) => (
              <CompositeChart
                {...label}
                data={buckets.filter(hasBegun).map((bucket) => ({
                  day: Number(bucket.start.slice(8, 10)),
                  energy: bucket.energy_kwh,
                  degreeDays: bucket.degree_days,
                }))}
                dataKey="day"
                withLegend
                withRightYAxis
                xAxisProps={axes.x()}
                yAxisProps={axes.y()}
                rightYAxisProps={axes.rightY()}
                series={energySeries({ energy: t('fleet.energy'), degreeDays: t('fleet.degreeDays') })}
              />
            )}
          />
        );
      }}
    </WidgetBody>
  );
}
