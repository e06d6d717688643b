import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { ClientsReport } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useChartAxes } from '@/components/charts/chart-axes';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/config/chart-colors';
import { formatCompactCurrency, formatCurrency } from '@/lib/format';

/** The clients a chart draws, those earning most; more would not read. */
const DRAWN = 10;
const BAR_ROOM = 34;

type Client = ClientsReport['clients'][number];
const earned = (client: Client) => client.fees_gbp + client.subscriptions_gbp;

/** What each client earned over the range, its home fees and its residents' subscriptions stacked. */
export function ClientsRevenueChart({ clients }: { clients: Client[] }) {
  const { t } = useTranslation('analytics/insight');
  const axes = useChartAxes();
  const drawn = [...clients].sort((a, b) => earned(b) - earned(a)).slice(0, DRAWN);
  const top = drawn[0];
  const summary =
    top && earned(top) > 0
      ? t('revenueSummary', { client: top.business_name, amount: formatCurrency(earned(top)) })
      : t('nothingEarned');
  return (
    <ChartCard
      title={t('revenueChart')}
      summary={summary}
      height={Math.max(140, drawn.length * BAR_ROOM + 60)}
      chart={(label) => (
        <BarChart
          {...label}
          data={drawn.map((client) => ({
            client: client.business_name,
            fees: client.fees_gbp,
            subscriptions: client.subscriptions_gbp,
          }))}
          dataKey="client"
          type="stacked"
          orientation="vertical"
          withLegend
          yAxisProps={axes.y({ width: 160 })}
          xAxisProps={axes.x({ tickFormatter: formatCompactCurrency })}
          valueFormatter={formatCurrency}
          series={[
            { name: 'fees', label: t('fees'), color: CHART_COLORS.clientFees },
            { name: 'subscriptions', label: t('subscriptions'), color: CHART_COLORS.subscriptionRevenue },
          ]}
        />
      )}
      footer={
        clients.length > DRAWN && (
          <Text fz="xs" c="dimmed" mt="xs">
            {t('moreClients', { value: DRAWN })}
          </Text>
        )
      }
    />
  );
}
