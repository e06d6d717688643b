import { Button, Group, Table, Text } from '@mantine/core';
import type { Pagination, Plan } from '@radiant/contract';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '@/components/lists/confirm-delete';
import { ListEmpty } from '@/components/lists/list-empty';
import { type ListQueryState, ListTable } from '@/components/lists/list-table';
import { RowAction } from '@/components/lists/row-action';
import { StatusSwitch } from '@/components/lists/status-switch';
import { paths, withId } from '@/config/screens';
import { formatCount, formatCurrency, formatPercent } from '@/lib/format';
import { useDeletePlan } from '../api/delete-plan';
import { useTogglePlanStatus } from '../api/toggle-plan-status';
import { FeatureBadges } from './feature-badges';
import { TierBadge } from './tier-badge';

type PlansTableProps = {
  query: ListQueryState & { data?: { plans: Plan[]; pagination: Pagination } };
  search: string;
};

export function PlansTable({ query, search }: PlansTableProps) {
  const { t } = useTranslation();
  const toggleStatus = useTogglePlanStatus();
  const deletePlan = useDeletePlan();
  const [doomed, setDoomed] = useState<Plan>();
  const plans = query.data?.plans ?? [];
  const headers = [
    'title',
    'tier',
    'cost',
    'discount',
    'features',
    'subscribers',
    'status',
    'actions',
  ] as const;

  const empty = search ? (
    <ListEmpty title={t('plans.noMatch', { search })} description={t('lists.noMatchHint')} />
  ) : (
    <ListEmpty
      title={t('plans.none')}
      action={
        <Button component={Link} to={paths.planEdit} leftSection={<IconPlus size={16} />}>
          {t('plans.add')}
        </Button>
      }
    />
  );

  return (
    <>
      <ListTable
        label={t('plans.tableLabel')}
        headers={headers.map((header) => t(`plans.columns.${header}`))}
        minWidth={980}
        query={query}
        isEmpty={plans.length === 0}
        empty={empty}
      >
        {plans.map((plan) => (
          <Table.Tr key={plan.id}>
            <Table.Td>
              <Text fw={600} fz="sm">
                {plan.title}
              </Text>
            </Table.Td>
            <Table.Td>
              <TierBadge type={plan.type} />
            </Table.Td>
            <Table.Td>{formatCurrency(plan.cost)}</Table.Td>
            <Table.Td>{formatPercent(plan.yearly_discount)}</Table.Td>
            <Table.Td>
              <FeatureBadges features={plan.subscription_plans_features} />
            </Table.Td>
            <Table.Td>{formatCount(plan.active_subscribers)}</Table.Td>
            <Table.Td>
              <StatusSwitch
                name={plan.title}
                active={plan.status === 1}
                pending={toggleStatus.isPending && toggleStatus.variables?.id === plan.id}
                onToggle={() => toggleStatus.mutate(plan)}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
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
                <RowAction
                  label={t('plans.deleteOf', { title: plan.title })}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => setDoomed(plan)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDelete
        name={doomed?.title}
        title={t('plans.deleteTitle')}
        message={t('plans.deleteMessage', { title: doomed?.title })}
        pending={deletePlan.isPending}
        onClose={() => setDoomed(undefined)}
        onConfirm={() => doomed && deletePlan.mutate(doomed.id, { onSettled: () => setDoomed(undefined) })}
      />
    </>
  );
}
