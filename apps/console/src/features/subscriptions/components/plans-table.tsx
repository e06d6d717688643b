import { Text } from '@mantine/core';
import type { Plan } from '@radiant/contract';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { paths, withId } from '@/config/screens';
import { formatCount, formatCurrency, formatPercent } from '@/lib/format';
import { useDeletePlan } from '../api/delete-plan';
import { useTogglePlanStatus } from '../api/toggle-plan-status';
import { FeatureBadges } from './feature-badges';
import { TierBadge } from './tier-badge';

type PlansTableProps = { query: ListQueryState & { data?: { plans: Plan[] } }; empty: ReactNode };

export function PlansTable({ query, empty }: PlansTableProps) {
  const { t } = useTranslation('subscriptions');
  const toggleStatus = useTogglePlanStatus();
  const deletePlan = useDeletePlan();

  return (
    <RecordTable
      label={t('plans.tableLabel')}
      minWidth={980}
      query={query}
      records={query.data?.plans ?? []}
      empty={empty}
      nameOf={(plan) => plan.title}
      columns={[
        {
          header: t('plans.columns.title'),
          cell: (plan) => (
            <Text fw={600} fz="sm">
              {plan.title}
            </Text>
          ),
        },
        { header: t('plans.columns.tier'), cell: (plan) => <TierBadge type={plan.type} /> },
        { header: t('plans.columns.cost'), cell: (plan) => formatCurrency(plan.cost) },
        { header: t('plans.columns.discount'), cell: (plan) => formatPercent(plan.yearly_discount) },
        {
          header: t('plans.columns.features'),
          cell: (plan) => <FeatureBadges features={plan.subscription_plans_features} />,
        },
        { header: t('plans.columns.subscribers'), cell: (plan) => formatCount(plan.active_subscribers) },
      ]}
      status={{ header: t('plans.columns.status'), toggle: toggleStatus }}
      actions={(plan) => (
        <>
          <RowAction
            label={t('plans.detailsOf', { title: plan.title })}
            icon={<IconEye size={18} />}
            to={withId(paths.planDetails, plan.id)}
          />
          <RowAction
            label={t('plans.editOf', { title: plan.title })}
            icon={<IconPencil size={18} />}
            to={withId(paths.planEdit, plan.id)}
          />
        </>
      )}
      remove={{
        label: (plan) => t('plans.deleteOf', { title: plan.title }),
        question: t('plans.deleteTitle'),
        message: (plan) => t('plans.deleteMessage', { title: plan.title }),
        mutation: deletePlan,
      }}
    />
  );
}
