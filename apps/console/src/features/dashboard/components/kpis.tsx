import { IconBuildingStore, IconCash, IconFlame, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatGrid } from '@/components/ui/stat-grid';
import { formatCount, formatCurrency } from '@/lib/format';
import { useDashboardFigures } from '../api/figures';
import { WidgetBody } from './widget-frame';

/** Customers, clients, radiators online and monthly recurring revenue. */
export function KeyFigures() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useDashboardFigures()}>
      {(figures) => (
        <StatGrid
          cols={{ base: 1, xs: 2, lg: 4 }}
          spacing="sm"
          stats={[
            {
              label: t('kpis.residential'),
              value: formatCount(figures.residential_users.total),
              hint: t('kpis.residentialHint', {
                active: formatCount(figures.residential_users.active),
                new: formatCount(figures.residential_users.new_this_month),
              }),
              icon: IconUsers,
              color: 'blue',
            },
            {
              label: t('kpis.clients'),
              value: formatCount(figures.commercial_clients.total),
              hint: t('kpis.clientsHint', { homes: formatCount(figures.commercial_clients.managed_homes) }),
              icon: IconBuildingStore,
              color: 'grape',
            },
            {
              label: t('kpis.radiators'),
              value: `${formatCount(figures.radiators.online)} / ${formatCount(figures.radiators.reporting)}`,
              hint: t('kpis.radiatorsHint', {
                offline: formatCount(figures.radiators.offline_over_24h),
                installed: formatCount(figures.radiators.installed),
              }),
              icon: IconFlame,
            },
            {
              label: t('kpis.mrr'),
              value: formatCurrency(figures.monthly_recurring_revenue),
              hint: t('kpis.mrrHint', { fees: formatCurrency(figures.commercial_clients.monthly_fees) }),
              icon: IconCash,
              color: 'teal',
            },
          ]}
        />
      )}
    </WidgetBody>
  );
}
