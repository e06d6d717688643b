import { SimpleGrid } from '@mantine/core';
import type { PlanFigures as Figures } from '@radiant/contract';
import {
  IconCalendarRepeat,
  IconCash,
  IconTrendingDown,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatCurrency } from '@/lib/format';

/** Subscriber and revenue figures of one plan. */
export function PlanFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('subscriptions');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      <StatCard
        label={t('plans.figures.active')}
        value={formatCount(figures.active_subscribers)}
        icon={<IconUsers size={20} />}
      />
      <StatCard
        label={t('plans.figures.billing')}
        value={`${formatCount(figures.monthly_subscribers)} / ${formatCount(figures.yearly_subscribers)}`}
        hint={t('plans.figures.billingHint')}
        icon={<IconCalendarRepeat size={20} />}
        color="cyan"
      />
      <StatCard
        label={t('plans.figures.new')}
        value={formatCount(figures.new_last_30_days)}
        hint={t('plans.figures.last30Days')}
        icon={<IconTrendingUp size={20} />}
        color="teal"
      />
      <StatCard
        label={t('plans.figures.cancelled')}
        value={formatCount(figures.cancelled_last_30_days)}
        hint={t('plans.figures.last30Days')}
        icon={<IconTrendingDown size={20} />}
        color="red"
      />
      <StatCard
        label={t('plans.figures.revenueTotal')}
        value={formatCurrency(figures.revenue_total)}
        icon={<IconCash size={20} />}
      />
      <StatCard
        label={t('plans.figures.revenue30')}
        value={formatCurrency(figures.revenue_last_30_days)}
        hint={t('plans.figures.last30Days')}
        icon={<IconCash size={20} />}
        color="cyan"
      />
    </SimpleGrid>
  );
}
