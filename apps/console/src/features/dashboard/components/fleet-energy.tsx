import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { useFleetThisMonth } from '../api/figures';
import { SummarisedChart } from './figures';
import { WidgetBody } from './widget-frame';

const hasBegun = (bucket: { start: string }) => Date.parse(bucket.start) <= Date.now();

/** The fleet's energy per day this month (warm) against the weather's degree-days (cool). */
export function FleetEnergy() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useFleetThisMonth()}>
      {({ buckets, totals }) => {
        const summary =
          totals.kwh_per_degree_day === null
            ? t('fleet.summaryNoWeather', { energy: formatCount(Math.round(totals.energy_kwh)) })
            : t('fleet.summary', {
                energy: formatCount(Math.round(totals.energy_kwh)),
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
                series={[
                  { name: 'energy', label: t('fleet.energy'), color: 'ember.6', type: 'bar' },
                  {
                    name: 'degreeDays',
                    label: t('fleet.degreeDays'),
                    color: 'blue.6',
                    type: 'line',
                    yAxisId: 'right',
                  },
                ]}
              />
            )}
          />
        );
      }}
    </WidgetBody>
  );
}
