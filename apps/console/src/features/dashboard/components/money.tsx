import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '@/lib/format';

/** "£4.6K": short enough for a chart's axis. */
const shortCurrency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
}).format;

import { useDashboardFigures } from '../api/figures';
import { SummarisedChart } from './figures';
import { WidgetBody } from './widget-frame';

/** Revenue earned last month and this month so far, from subscriptions and from client fees. */
export function Revenue() {
  const { t } = useTranslation('dashboard');
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
                withLegend
                valueFormatter={shortCurrency}
                series={[
                  { name: 'subscriptions', label: t('revenue.subscriptions'), color: 'ember.6' },
                  { name: 'fees', label: t('revenue.fees'), color: 'grape.6' },
                ]}
              />
            )}
          />
        );
      }}
    </WidgetBody>
  );
}

const PLAN_COLORS = ['gray.6', 'blue.6', 'ember.6', 'teal.6', 'grape.6', 'cyan.6'];

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
                color: PLAN_COLORS[index % PLAN_COLORS.length] ?? 'gray.6',
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
