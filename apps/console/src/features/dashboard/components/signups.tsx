import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { SummarisedChart } from '@/components/charts/summarised-chart';
import { CHART_COLORS } from '@/config/chart-colors';
import { formatCount, utcDateFormat } from '@/lib/format';
import { useSignupsThisYear } from '../api/figures';
import { WidgetBody } from './widget-frame';

const monthName = utcDateFormat({ month: 'short' });

/** Residential and commercial sign-ups in each month of this year. */
export function Signups() {
  const { t } = useTranslation('dashboard');
  const axes = useChartAxes();
  return (
    <WidgetBody query={useSignupsThisYear()}>
      {({ year, months }) => {
        const total = (pick: (month: (typeof months)[number]) => number) =>
          months.reduce((sum, month) => sum + pick(month), 0);
        const summary = t('signups.summary', {
          residential: formatCount(total((month) => month.residential)),
          commercial: formatCount(total((month) => month.commercial)),
          year,
        });
        return (
          <SummarisedChart
            summary={summary}
            chart={(label) => (
              <BarChart
                {...label}
                data={months.map((month) => ({
                  month: monthName(new Date(Date.UTC(year, month.month - 1, 1))),
                  residential: month.residential,
                  commercial: month.commercial,
                }))}
                dataKey="month"
                withLegend
                xAxisProps={axes.x()}
                yAxisProps={axes.y()}
                series={[
                  { name: 'residential', label: t('signups.residential'), color: CHART_COLORS.residential },
                  { name: 'commercial', label: t('signups.commercial'), color: CHART_COLORS.commercial },
                ]}
              />
            )}
          />
        );
      }}
    </WidgetBody>
  );
}
