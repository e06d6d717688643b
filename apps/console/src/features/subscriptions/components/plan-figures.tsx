import type { PlanFigures as Figures } from '@radiant/contract';
import {
  IconCalendarRepeat,
  IconCash,
  IconTrendingDown,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatGrid } from '@/components/ui/stat-grid';
import { formatCount, formatCurrency } from '@/lib/format';

/** Subscriber and revenue figures of one plan. */
export function PlanFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('subscriptions');
  return (
    <StatGrid
      cols={{ base: 1, xs: 2, lg: 3 }}
      stats={[
        { label: t('plans.figures.active'), value: formatCount(figures.active_subscribers), icon: IconUsers },
        {
          label: t('plans.figures.billing'),
          value: `${formatCount(figures.monthly_subscribers)} / ${formatCount(figures.yearly_subscribers)}`,
          hint: t('plans.figures.billingHint'),
          icon: IconCalendarRepeat,
          color: 'cyan',
        },
        {
          label: t('plans.figures.new'),
          value: formatCount(figures.new_last_30_days),
          hint: t('plans.figures.last30Days'),
          icon: IconTrendingUp,
          color: 'teal',
        },
        {
          label: t('plans.figures.cancelled'),
          value: formatCount(figures.cancelled_last_30_days),
          hint: t('plans.figures.last30Days'),
          icon: IconTrendingDown,
          color: 'red',
        },
        {
          label: t('plans.figures.revenueTotal'),
          value: formatCurrency(figures.revenue_total),
          icon: IconCash,
        },
        {
          label: t('plans.figures.revenue30'),
          value: formatCurrency(figures.revenue_last_30_days),
          hint: t('plans.figures.last30Days'),
          icon: IconCash,
          color: 'cyan',
        },
      ]}
    />
  );
}
