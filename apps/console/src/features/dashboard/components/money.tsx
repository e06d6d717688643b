import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { SummarisedChart } from '@/components/charts/summarised-chart';
import { CHART_COLORS, planColor } from '@/config/chart-colors';
import { formatCompactCurrency, formatCount, formatCurrency } from '@/lib/format';
import { useDashboardFigures } from '../api/figures';
import { WidgetBody } from './widget-frame';

/** Revenue earned last month and this month so far, from subscriptions and from client fees. */
export function Revenue() {
  const { t } = useTranslation('dashboard');
  const axes = useChartAxes();
  return (
    <WidgetBody query={useDashboardFigures()}>
      {({ revenue, fees }) => {
        const data = [
          { month: t('revenue.lastMonth'), subscriptions: revenue.last_month, fees: fees.last_month },
          { month: t('revenue.thisMonth'), subscriptions: revenue.this_month, fees: fees.this_month },
        ];
        const summary = t('revenue.summary', {
          thisMonth: formatCurrency(revenue.this_month + fees.this_month),
          lastMonth: formatCurrency(revenue.last_month + fees.last_month),
        });
        return (
          <SummarisedChart
            summary={summary}
            chart={(label) => (
              <BarChart
                {...label}
                data={data}
                dataKey="month"
                type="stacked"
                xAxisProps={axes.x()}
                yAxisProps={axes.y()}
                withLegend
                valueFormatter={formatCompactCurrency}
                series={[
                  {
                    name: 'subscriptions',
                    label: t('revenue.subscriptions'),
                    color: CHART_COLORS.subscriptionRevenue,
                  },
                  { name: 'fees', label: t('revenue.fees'), color: CHART_COLORS.clientFees },
                ]}
              />
            )}
          />
        );
      }}
    </WidgetBody>
  );
}

/** Current subscribers per plan. */
export function PlanMix() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useDashboardFigures()}>
      {({ subscriptions_by_plan: plans }) => {
        const subscribers = plans.reduce((sum, plan) => sum + plan.subscribers, 0);
        const summary = t('planMix.summary', { count: formatCount(subscribers), plans: plans.length });
        return (
          <Group wrap="nowrap" align="center" gap="md">
            <DonutChart
              role="img"
              aria-label={summary}
              size={130}
              thickness={22}
              data={plans.map((plan, index) => ({
                name: plan.title,
                value: plan.subscribers,
                color: planColor(index),
              }))}
            />
            <Stack gap={4} miw={0}>
              {plans.map((plan) => (
                <Text key={plan.plan_id} fz="sm" truncate>
                  <Text span fw={700}>
                    {formatCount(plan.subscribers)}
                  </Text>{' '}
                  {plan.title} · {formatCurrency(plan.monthly_recurring_revenue)}
                </Text>
              ))}
            </Stack>
          </Group>
        );
      }}
    </WidgetBody>
  );
}
